import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant =
  | 'neutral'
  | 'brand'
  | 'live'
  | 'premium'
  | 'featured'
  | 'published'
  | 'draft'
  | 'withdrawn'
  | 'danger'
  | 'scheduled'
  | 'outline';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-muted text-foreground',
  brand: 'bg-primary-soft text-primary-soft-foreground',
  live: 'bg-destructive text-destructive-foreground',
  premium: 'bg-accent text-accent-foreground',
  featured: 'bg-accent-soft text-accent-text ring-1 ring-accent/40 ring-inset',
  published: 'bg-primary-soft text-primary-soft-foreground',
  draft: 'bg-muted text-muted-foreground ring-1 ring-border ring-inset border-dashed',
  withdrawn: 'bg-destructive-soft text-destructive-text line-through decoration-1',
  danger: 'bg-destructive-soft text-destructive-text',
  scheduled: 'bg-muted text-muted-foreground',
  outline: 'text-foreground ring-1 ring-border ring-inset',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

/** Status pill. The 'live' variant carries a pulsing dot so the state is not colour alone. */
export function Badge({ variant = 'neutral', className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold tracking-wide whitespace-nowrap uppercase',
        variants[variant],
        className,
      )}
      {...props}
    >
      {variant === 'live' && (
        <span aria-hidden className="size-1.5 animate-live-pulse rounded-full bg-current" />
      )}
      {children}
    </span>
  );
}
