import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { groupImportErrors, importSummaryTitle, type ImportRowError } from '@contract/imports';
import { cn } from '@/lib/cn';

const SHOWN_PER_GROUP = 20;

/** The counters of a result, each as a labelled number. */
export function Counters({ items }: { items: ReadonlyArray<{ label: string; value: number }> }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-border p-3">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Title 'Import Complete with Errors' (destructive) when any row was skipped, else 'Import Complete'. */
export function SummaryTitle({ skipped, children }: { skipped: number; children?: ReactNode }) {
  const { title, destructive } = importSummaryTitle({ skipped });
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3',
        destructive
          ? 'border-destructive/30 bg-destructive-soft/60 text-destructive-text'
          : 'border-success/30 bg-primary-soft/50',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="text-sm text-foreground">{children}</div>}
      </div>
    </div>
  );
}

/** Row errors grouped as Numeric overflow, Invalid data format, Missing reference, Other (decision 009). */
export function GroupedErrors({ errors }: { errors: readonly ImportRowError[] }) {
  const groups = groupImportErrors(errors);
  if (groups.length === 0) return null;
  return (
    <div className="max-h-72 space-y-3 overflow-y-auto pr-1">
      {groups.map(({ group, errors: rows }) => (
        <section key={group} aria-label={`${group} errors`} className="space-y-1.5">
          <h3 className="text-sm font-semibold">
            {group} <span className="text-muted-foreground tabular-nums">({rows.length})</span>
          </h3>
          <ul className="space-y-1 text-sm">
            {rows.slice(0, SHOWN_PER_GROUP).map((row) => (
              <li
                key={`${row.rowIndex}-${row.error}`}
                className="rounded-lg bg-muted px-2.5 py-1.5"
              >
                <span className="font-medium tabular-nums">Line {row.rowIndex}:</span> {row.error}
              </li>
            ))}
          </ul>
          {rows.length > SHOWN_PER_GROUP && (
            <p className="text-xs text-muted-foreground">
              And {rows.length - SHOWN_PER_GROUP} more
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
