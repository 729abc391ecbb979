import { ArrowLeft, FileSpreadsheet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TIMERS } from '@contract/constants';
import { MATCHING_MESSAGES, type UnassignedEntry } from '@contract/matching';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { DeleteEntryDialog } from '@/components/shared/delete-entry-dialog';
import { ScrapeLogPanel, scrapeTime } from '@/components/shared/scrape-log';
import { useRemoveMatch, useSetMatch } from '../api/change-match';
import { useMatchingDashboard } from '@/api/get-matching-dashboard';
import { AutoMatchPanel } from './auto-match-panel';
import { AvailableEntryRow, MatchedRow, UnmatchedRow } from './scraped-row-lists';
import { StatTile } from './stat-tile';
import { useAutoMatch } from './use-auto-match';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="text-lg font-semibold">
        {title} <span className="text-muted-foreground tabular-nums">({count})</span>
      </h2>
      {children}
    </section>
  );
}

/** The page's h1 and its way back: the same in the loading, error and loaded states. */
export function MatchingPageHeader({ description }: { description?: ReactNode }) {
  return (
    <PageHeader
      eyebrow="Administration"
      title="Competition Matching"
      description={description}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/admin?tab=competitions" className={buttonClasses('outline', 'sm')}>
            <ArrowLeft aria-hidden />
            Competitions
          </Link>
          <Link to="/admin/scraped-data-matcher" className={buttonClasses('ghost', 'sm')}>
            <FileSpreadsheet aria-hidden />
            Upload CSV
          </Link>
        </div>
      }
    />
  );
}

function LoadingDashboard() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** The matching dashboard of one competition (decision 015). */
export function MatchingDashboardView({ competitionId }: { competitionId: number }) {
  const dashboard = useMatchingDashboard(competitionId);
  const setMatch = useSetMatch(competitionId);
  const removeMatch = useRemoveMatch(competitionId);
  const autoMatch = useAutoMatch(competitionId);
  const [pending, setPending] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<UnassignedEntry | null>(null);

  if (dashboard.isPending) {
    return (
      <div className="space-y-6">
        <MatchingPageHeader />
        <LoadingDashboard />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="space-y-6">
        <MatchingPageHeader />
        <ErrorState
          title={MATCHING_MESSAGES.loadFailed}
          description={message(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      </div>
    );
  }
  const data = dashboard.data;
  const matched = data.scrapedEntries.filter((row) => row.matchedEntryId !== null);
  const unmatched = data.scrapedEntries.filter((row) => row.matchedEntryId === null);

  const match = (
    key: { scrapedAthleteName: string; scrapedHorseName: string },
    entryId: number | null,
  ) => {
    if (entryId === null) {
      toast({ title: MATCHING_MESSAGES.selectEntry, variant: 'destructive' });
      return;
    }
    setPending(`${key.scrapedAthleteName}|${key.scrapedHorseName}`);
    setMatch.mutate(
      { ...key, entryId },
      {
        onSuccess: (result) =>
          toast({
            title: MATCHING_MESSAGES.matchSet,
            description: (
              <>
                {`${key.scrapedAthleteName} / ${key.scrapedHorseName} → ${result.scrapedEntry.matchedAthleteName ?? ''} / ${result.scrapedEntry.matchedHorseName ?? ''}`}
                {result.notice && <span className="mt-1 block">{result.notice}</span>}
              </>
            ),
            variant: 'success',
            duration: result.notice ? TIMERS.toastMs : TIMERS.matchToastMs,
          }),
        onError: (error) =>
          toast({
            title: MATCHING_MESSAGES.setFailed,
            description: message(error),
            variant: 'destructive',
          }),
        onSettled: () => setPending(null),
      },
    );
  };

  const remove = (key: { scrapedAthleteName: string; scrapedHorseName: string }) => {
    setPending(`${key.scrapedAthleteName}|${key.scrapedHorseName}`);
    removeMatch.mutate(key, {
      onSuccess: (result) =>
        toast({
          title: MATCHING_MESSAGES.matchRemoved,
          description: result.notice ?? undefined,
          variant: 'success',
          duration: result.notice ? TIMERS.toastMs : TIMERS.matchToastMs,
        }),
      onError: (error) =>
        toast({
          title: MATCHING_MESSAGES.removeFailed,
          description: message(error),
          variant: 'destructive',
        }),
      onSettled: () => setPending(null),
    });
  };

  const keyOf = (row: { scrapedAthleteName: string; scrapedHorseName: string }) =>
    `${row.scrapedAthleteName}|${row.scrapedHorseName}`;

  return (
    <div className="space-y-6">
      <MatchingPageHeader
        description={
          <>
            {data.competitionName}
            {data.lastScrapedAt && (
              <> · last read {scrapeTime.format(new Date(data.lastScrapedAt))}</>
            )}
          </>
        }
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Scraped rows" value={data.scrapedEntries.length} />
        <StatTile label="Matched" value={matched.length} />
        <StatTile label="Unmatched" value={unmatched.length} />
        <StatTile label="Available entries" value={data.unassignedEntries.length} />
      </div>
      <div className="rounded-card border border-border bg-surface px-4 py-3">
        <ScrapeLogPanel competitionId={competitionId} limit={10} headingLevel="h2" />
      </div>
      <AutoMatchPanel
        state={autoMatch.state}
        onStart={autoMatch.start}
        onStop={autoMatch.stop}
        disabled={unmatched.length === 0}
      />
      {data.scrapedEntries.length === 0 ? (
        <EmptyState
          title="No scraped data yet"
          description="Run Scrape now on the Competitions tab, or upload a CSV on the scraped-data matcher."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title="Unmatched" count={unmatched.length}>
            {unmatched.length === 0 ? (
              <p className="text-sm text-muted-foreground">Every scraped row is matched.</p>
            ) : (
              <ul className="space-y-2">
                {unmatched.map((row) => (
                  <UnmatchedRow
                    key={keyOf(row)}
                    row={row}
                    entries={data.unassignedEntries}
                    busy={pending === keyOf(row)}
                    onMatch={(entryId) => match(row, entryId)}
                  />
                ))}
              </ul>
            )}
          </Section>
          <Section title="Matched" count={matched.length}>
            {matched.length === 0 ? (
              <p className="text-sm text-muted-foreground">No matches yet.</p>
            ) : (
              <ul className="space-y-2">
                {matched.map((row) => (
                  <MatchedRow
                    key={keyOf(row)}
                    row={row}
                    busy={pending === keyOf(row)}
                    onRemove={() => remove(row)}
                  />
                ))}
              </ul>
            )}
          </Section>
        </div>
      )}
      <Section title="Available entries" count={data.unassignedEntries.length}>
        {data.unassignedEntries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every entry is matched to a scraped row.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.unassignedEntries.map((entry) => (
              <AvailableEntryRow key={entry.id} entry={entry} onDelete={() => setDeleting(entry)} />
            ))}
          </ul>
        )}
      </Section>
      <DeleteEntryDialog
        competitionId={competitionId}
        entry={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
