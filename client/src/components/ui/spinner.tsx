import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; null when the surrounding control already says what is happening. */
  label?: string | null;
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center justify-center', className)}
    >
      <LoaderCircle
        className={cn('animate-spin text-current', sizes[size])}
        style={{ animationDuration: '0.8s' }}
        aria-hidden
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** Centred spinner for a whole page or region that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-primary-soft-foreground">
      <Spinner size="lg" label={label} />
    </div>
  );
}
