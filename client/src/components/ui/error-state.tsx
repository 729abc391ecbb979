import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface ErrorStateProps {
  title?: string;
  description?: ReactNode;
  /** Shows a 'Try again' button that calls this. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
  /** 'page' when the state is the whole page (its content failed to load): the title is its h1. */
  level?: 'page' | 'section';
}

export function ErrorState({
  title = 'Something went wrong',
  description = 'We could not load this right now. Please try again.',
  onRetry,
  retrying = false,
  className,
  level = 'section',
}: ErrorStateProps) {
  const Title = level === 'page' ? 'h1' : 'p';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-destructive/25 bg-destructive-soft/50 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive-text">
        <TriangleAlert className="size-6" aria-hidden />
      </span>
      <Title className="text-base font-semibold">{title}</Title>
      {description && <div className="max-w-sm text-sm text-muted-foreground">{description}</div>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} className="mt-1">
          {!retrying && <RefreshCw aria-hidden />}
          Try again
        </Button>
      )}
    </div>
  );
}
