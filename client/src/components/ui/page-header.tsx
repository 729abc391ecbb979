import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Small label above the title (section name). */
  eyebrow?: ReactNode;
  /** Buttons or badges aligned to the right from sm up. */
  actions?: ReactNode;
  className?: string;
}

/** The page's h1 with its supporting line; every screen starts with one. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        'flex flex-col gap-4 pb-6 sm:flex-row sm:items-end sm:justify-between sm:pb-8',
        className,
      )}
    >
      <div className="flex flex-col gap-2">
        {eyebrow && (
          <div className="text-xs font-semibold tracking-[0.14em] text-accent-text uppercase">
            {eyebrow}
          </div>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {description && (
          <p className="max-w-2xl text-base text-pretty text-muted-foreground">{description}</p>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
