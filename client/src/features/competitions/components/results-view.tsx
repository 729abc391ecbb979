import type { CompetitionEntry } from '@contract/competitions';
import { TIMERS } from '@contract/constants';
import { Medal, Radio, WifiOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompetition } from '@/api/get-competition';
import { useCompetitionEntries } from '@/api/get-competition-entries';
import { useCompetitionEvents } from '../lib/use-competition-events';
import { formatDateRange } from '@/lib/competition-format';
import { describeResultChanges, diffResults, type RowChange } from '../lib/result-changes';
import { RESULTS_TITLES, resultsStage } from '@/lib/results-stage';
import { MY_TEAM_FILTER } from '../lib/results-query';
import { ResultsFilter } from './results-filter';
import { ResultsTable } from './results-table';
import { StartList } from './start-list';
import { WithdrawnPicksNote } from './withdrawn-picks-note';
import { COMPETITION_NOT_FOUND, CompetitionNotFound } from './competition-not-found';

/** Said while the last refresh failed: the results on screen stay, but are not live. */
export const RESULTS_BEHIND =
  'Not live: we cannot reach the server, so these results may be out of date. Trying again every few seconds.';

function ResultsSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading results">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-5 w-48" />
      <div className="space-y-2 pt-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    </div>
  );
}

/**
 * Remembers the previous answer to flash changed rows, show which way they moved and say what
 * changed to a screen reader (once per answer, so as often as scores arrive, never on a timer).
 */
function useResultChanges(entries: readonly CompetitionEntry[] | undefined) {
  const [seen, setSeen] = useState(entries);
  const [changes, setChanges] = useState<ReadonlyMap<number, RowChange>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  if (entries !== seen) {
    setSeen(entries);
    if (entries) {
      setChanges(diffResults(seen, entries, changes));
      const said = describeResultChanges(seen, entries);
      if (said) setAnnouncement(said);
    }
  }
  return { changes, announcement };
}

/**
 * The results page of /competitions/{id}, /competitions/{id}/results and /results/{id}. With the
 * signed-in player's picks (`myPicks`, entry ids) they are marked, and a filter shows only them.
 */
export function ResultsView({
  competitionId,
  myPicks = null,
}: {
  competitionId: number;
  myPicks?: ReadonlySet<number> | null;
}) {
  const [params, setParams] = useSearchParams();
  const hasPicks = myPicks !== null && myPicks.size > 0;
  const onlyMine = hasPicks && params.get('show') === MY_TEAM_FILTER;
  const connection = useCompetitionEvents(competitionId, true);
  // Pushed changes are the fast path; polling every 3 seconds runs whenever the push is down or
  // the last refresh failed.
  const [failing, setFailing] = useState(false);
  const refetchInterval = connection === 'open' && !failing ? false : TIMERS.resultsPollMs;
  const competition = useCompetition(competitionId, { refetchInterval });
  const entries = useCompetitionEntries(competitionId, { refetchInterval });
  const visible = useMemo(() => entries.data?.filter((entry) => !entry.withdrawn), [entries.data]);
  const { changes, announcement } = useResultChanges(visible);
  const shownPicks = useMemo(
    () => visible?.filter((entry) => myPicks?.has(entry.id) === true) ?? [],
    [visible, myPicks],
  );
  // Withdrawn picks are left off like every withdrawn entry; "My team" names them instead.
  const withdrawnPicks = useMemo(
    () => entries.data?.filter((entry) => entry.withdrawn && myPicks?.has(entry.id) === true) ?? [],
    [entries.data, myPicks],
  );
  const rows = onlyMine ? shownPicks : visible;
  const stage = competition.data ? resultsStage(competition.data) : 'not-started';
  const live = stage === 'live';
  const title = competition.data ? RESULTS_TITLES[stage] : 'Results';
  const notFound = competition.isError && isApiError(competition.error, 404);
  useDocumentTitle(
    competition.data
      ? `${title} · ${competition.data.name}`
      : notFound
        ? COMPETITION_NOT_FOUND
        : 'Results',
  );

  // A refetch that failed keeps the answer on screen, said to be out of date, while polling goes on.
  const behind = (competition.isError || entries.isError) && entries.data !== undefined;
  if (behind !== failing) setFailing(behind);

  if (competition.isPending) return <ResultsSkeleton />;
  if (competition.isError && !competition.data) {
    if (notFound) return <CompetitionNotFound />;
    return (
      <ErrorState
        level="page"
        onRetry={() => void competition.refetch()}
        retrying={competition.isFetching}
      />
    );
  }
  const data = competition.data;
  return (
    <div className="animate-slide-in space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {live && <Badge variant="live">LIVE</Badge>}
          {live && !behind && (
            // Its room is kept until the stream opens, so the page below does not move then.
            <span
              className={cn(
                'flex items-center gap-1 text-xs text-muted-foreground',
                connection !== 'open' && 'invisible',
              )}
            >
              <Radio className="size-3.5" aria-hidden /> Updating as scores come in
            </span>
          )}
        </div>
        {behind && (
          <p
            role="status"
            data-testid="results-behind"
            className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive-text"
          >
            <WifiOff className="size-4 shrink-0" aria-hidden />
            {RESULTS_BEHIND}
          </p>
        )}
        <p className="text-lg font-semibold">{data.name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {data.venue && (
            <>
              <Flag code={data.venue.country} size="sm" />
              <span>{data.venue.name}</span>
              <span aria-hidden>·</span>
            </>
          )}
          <span className="tabular-nums">{formatDateRange(data.startDate, data.endDate)}</span>
          <span aria-hidden>·</span>
          <Badge variant="brand">{data.level}</Badge>
        </p>
        {/* Mounted from the start, so a screen reader hears each new result politely. */}
        <p className="sr-only" role="status" aria-live="polite" data-testid="results-announcement">
          {announcement}
        </p>
      </header>
      {entries.isPending ? (
        <ResultsSkeleton />
      ) : entries.isError && !entries.data ? (
        <ErrorState onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      ) : stage === 'not-started' ? (
        <>
          <EmptyState title="No results available yet." icon={Medal} />
          {visible && visible.length > 0 && <StartList entries={visible} />}
        </>
      ) : !visible || visible.length === 0 ? (
        <EmptyState title="No results available yet." icon={Medal} />
      ) : (
        <div className="space-y-3">
          {hasPicks && (
            <ResultsFilter
              onlyMine={onlyMine}
              picks={shownPicks.length}
              onChange={(mine) =>
                setParams(mine ? { show: MY_TEAM_FILTER } : {}, { replace: true })
              }
            />
          )}
          {onlyMine && <WithdrawnPicksNote picks={withdrawnPicks} />}
          {rows && rows.length > 0 ? (
            <ResultsTable
              entries={rows}
              changes={changes}
              drAsPercentage={data.drDisplayMode}
              myPicks={myPicks}
            />
          ) : (
            <EmptyState title="None of your picks are in these results." icon={Medal} />
          )}
        </div>
      )}
    </div>
  );
}
