import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';

export interface ScreenPlaceholderProps {
  title: string;
  description: ReactNode;
  eyebrow?: ReactNode;
  icon: LucideIcon;
  /** What this screen will show, one short line. */
  summary: string;
  /** Extra context such as the id from the address. */
  meta?: ReactNode;
  action?: { to: string; label: string };
}

/** The designed frame of a screen whose content is still being built. */
export function ScreenPlaceholder({
  title,
  description,
  eyebrow,
  icon: Icon,
  summary,
  meta,
  action,
}: ScreenPlaceholderProps) {
  return (
    <div className="animate-slide-in">
      <PageHeader title={title} description={description} eyebrow={eyebrow} />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <Icon className="size-7" aria-hidden />
          </span>
          <div className="flex-1 space-y-2">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-accent-text uppercase">
              <Sparkles className="size-3.5" aria-hidden />
              Coming soon
            </p>
            <p className="text-base font-medium text-pretty">{summary}</p>
            {meta && <div className="text-sm text-muted-foreground">{meta}</div>}
          </div>
          {action && (
            <Link to={action.to} className={buttonClasses('outline', 'md')}>
              {action.label}
              <ArrowRight aria-hidden />
            </Link>
          )}
        </div>
        <div
          aria-hidden
          className="grid gap-3 border-t border-border bg-muted/40 p-6 sm:grid-cols-3 sm:p-8"
        >
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-3 rounded-xl bg-surface p-4 shadow-xs">
              <Skeleton className="h-3 w-1/3 animate-none" />
              <Skeleton className="h-5 w-3/4 animate-none" />
              <Skeleton className="h-3 w-1/2 animate-none" />
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
}
