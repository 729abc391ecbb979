import type { ScrapeLogEntry } from '@contract/scraping';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useScrapeLog } from '@/api/get-scrape-log';

/** A scrape's time as the log and the matching page show it: `28 Nov, 16:41:50`. */
export const scrapeTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const OUTCOME_LABEL = { ok: 'OK', problems: 'Problems', failed: 'Failed' } as const;
const OUTCOME_BADGE = { ok: 'published', problems: 'draft', failed: 'danger' } as const;

const shown = (value: string | null) => value ?? '—';

/** One scrape: outcome, time and summary; the changes, unmatched rows and problems on demand. */
export function ScrapeLogItem({ entry }: { entry: ScrapeLogEntry }) {
  const details = entry.changes.length + entry.unmatchedRows.length + entry.problems.length;
  return (
    <li className="space-y-1 py-2" data-testid="scrape-log-entry" data-outcome={entry.outcome}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={OUTCOME_BADGE[entry.outcome]}>{OUTCOME_LABEL[entry.outcome]}</Badge>
        <time dateTime={entry.ranAt} className="text-muted-foreground tabular-nums">
          {scrapeTime.format(new Date(entry.ranAt))}
        </time>
        <span className="text-muted-foreground">
          {entry.trigger === 'automatic' ? 'automatic' : 'Scrape now'}
          {entry.source === 'gateway' ? ' · gateway' : ''}
        </span>
      </div>
      <p className="text-sm">{entry.summary}</p>
      {details > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Details</summary>
          <div className="mt-2 space-y-2 pl-3">
            {entry.problems.length > 0 && (
              <div>
                <h4 className="font-medium">Problems</h4>
                <ul className="list-disc pl-5">
                  {entry.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            )}
            {entry.changes.length > 0 && (
              <div>
                <h4 className="font-medium">Entries changed</h4>
                <ul className="space-y-1">
                  {entry.changes.map((change) => (
                    <li key={change.entryId}>
                      <span className="font-medium">
                        {change.rider} / {change.horse}
                      </span>
                      :{' '}
                      {change.fields
                        .map((f) => `${f.field} ${shown(f.before)} → ${shown(f.after)}`)
                        .join(', ')}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {entry.unmatchedRows.length > 0 && (
              <div>
                <h4 className="font-medium">Rows left unmatched</h4>
                <ul className="list-disc pl-5">
                  {entry.unmatchedRows.map((row) => (
                    <li key={`${row.rider}|${row.horse}`}>
                      {row.rider} / {row.horse}
                      {row.nationality && (
                        <span className="text-muted-foreground"> ({row.nationality})</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </details>
      )}
    </li>
  );
}

/** The latest scrapes of a competition (admin): what each read, changed and could not match. */
export function ScrapeLogPanel({
  competitionId,
  limit,
  title = 'Scrape log',
  headingLevel: Heading = 'h3',
}: {
  competitionId: number;
  limit: number;
  title?: string;
  /** h2 where the log is a section of the page itself, h3 inside a card that has its own h3. */
  headingLevel?: 'h2' | 'h3';
}) {
  const log = useScrapeLog(competitionId, limit);
  const headingId = `scrape-log-${competitionId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <Heading id={headingId} className="text-sm font-semibold">
        {title}
      </Heading>
      {log.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : log.isError ? (
        <p className="text-sm text-destructive-text">
          Failed to load the scrape log: {log.error.message}
        </p>
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No scrapes yet.</p>
      ) : (
        <ol className="divide-y divide-border">
          {log.data.entries.map((entry) => (
            <ScrapeLogItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
