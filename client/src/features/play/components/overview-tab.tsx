import { useQueries } from '@tanstack/react-query';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { isCompetitionLive, isSelectionOpen } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/api/get-user';
import { useUpcomingCompetitions } from '@/api/get-upcoming-competitions';
import { myTeamQueryOptions } from '@/api/get-my-team';
import { formatDayMonthYear } from '@/lib/dates';
import { useCompetitionChanges } from '@/lib/live/use-live-refresh';
import { toTimestamp } from '@/lib/time';
import { useClock } from '@/lib/use-clock';
import { HowItWorks } from './how-it-works';
import { LiveCompetitionStrip } from './live-competition-strip';
import { NextCompetitionCard } from './next-competition-card';

/**
 * What the dashboard puts first: every live competition (its results), and the player's next
 * deadline (the open competition whose team deadline comes first, whichever starts first), then
 * the two deadlines after it.
 */
export function dashboardCompetitions(upcoming: readonly Competition[], now: number) {
  const live = upcoming.filter(isCompetitionLive);
  // The list comes by start date; the sort is stable, so equal deadlines keep that order.
  const open = upcoming
    .filter((competition) => isSelectionOpen(competition, now))
    .sort((a, b) => toTimestamp(a.deadline) - toTimestamp(b.deadline));
  return { live, next: open[0], later: open.slice(1, 3) };
}

/**
 * The saved teams of the competitions on the cards, asked for beside the list (the same queries
 * the cards read), so the cards appear whole instead of growing under the player's eyes and
 * pushing the rest of the page down; and which of them hold a team of the player's. A team that
 * could not be read is an error with a retry: a card mounted on a failed read would ask again
 * at once, bringing back the loading state that unmounts it, over and over.
 */
function useCardTeams(competitionIds: readonly number[]) {
  const { user } = useUser();
  return useQueries({
    queries: competitionIds.map((id) => ({ ...myTeamQueryOptions(id), enabled: user !== null })),
    combine: (results) => ({
      pending: user !== null && results.some((result) => result.isPending),
      // A refresh that failed keeps the team it had on the card (the live refresh asks again).
      error: results.find((result) => result.isError && result.data === undefined)?.error ?? null,
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
      withTeam: new Set(
        results.flatMap((result, index) => (result.data ? [competitionIds[index]] : [])),
      ),
    }),
  });
}

/**
 * The order of the dashboard's cards: the one that asks for action first (the next deadline
 * without a saved team), then the live competitions the player has a team in, then the next
 * deadline with its saved team; live competitions without a team of theirs come last, as strips.
 */
export function orderCards(
  cards: ReturnType<typeof dashboardCompetitions>,
  withTeam: ReadonlySet<number | undefined>,
) {
  const liveWithTeam = cards.live.filter((competition) => withTeam.has(competition.id));
  const liveWithout = cards.live.filter((competition) => !withTeam.has(competition.id));
  const next = cards.next ? [cards.next] : [];
  const nextAsks = cards.next !== undefined && !withTeam.has(cards.next.id);
  return {
    main: nextAsks ? [...next, ...liveWithTeam] : [...liveWithTeam, ...next],
    strips: liveWithout,
  };
}

/** Loading: shaped like a next-competition card with a saved team, and the list after it. */
function OverviewSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading your competitions">
      <Skeleton className="h-[34rem] rounded-card sm:h-[29rem]" />
      <Skeleton className="h-52 rounded-card sm:h-32" />
    </div>
  );
}

export function OverviewTab() {
  const upcoming = useUpcomingCompetitions();
  // The next deadline moves on the instant it passes; the cards tick their own countdowns.
  const now = useClock(
    60_000,
    (upcoming.data ?? []).map((competition) => competition.deadline),
  );
  const cards = upcoming.data ? dashboardCompetitions(upcoming.data, now) : null;
  const shown = cards ? [...cards.live, ...(cards.next ? [cards.next] : [])] : [];
  const shownIds = shown.map((competition) => competition.id);
  const teams = useCardTeams(shownIds);
  // The competitions on the cards are followed: one that goes live or completes, or whose
  // deadline moves, changes the list at once.
  useCompetitionChanges(shownIds);
  // Nothing below the cards is drawn until they are, so nothing on screen moves when they arrive.
  if (upcoming.isPending || teams.pending) return <OverviewSkeleton />;
  const order = cards ? orderCards(cards, teams.withTeam) : { main: [], strips: [] };
  return (
    <div className="space-y-6">
      {upcoming.isError && !upcoming.data ? (
        <ErrorState description={upcoming.error.message} onRetry={() => void upcoming.refetch()} />
      ) : teams.error ? (
        <ErrorState description={teams.error.message} onRetry={teams.retry} />
      ) : !cards || (cards.live.length === 0 && !cards.next) ? (
        <EmptyState icon={CalendarDays} title="No upcoming events" />
      ) : (
        <>
          {order.main.length > 0 && (
            <div
              className={
                order.main.length > 1
                  ? 'grid items-start gap-6 lg:grid-cols-2'
                  : 'grid max-w-3xl gap-6'
              }
            >
              {order.main.map((competition) => (
                <NextCompetitionCard key={competition.id} competition={competition} />
              ))}
            </div>
          )}
          {order.strips.map((competition) => (
            <LiveCompetitionStrip key={competition.id} competition={competition} />
          ))}
          {cards.later.length > 0 && (
            <section aria-labelledby="more-competitions" className="space-y-3">
              <h2 id="more-competitions" className="text-lg font-semibold">
                Coming up
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {cards.later.map((competition) => (
                  <li key={competition.id} className="min-w-0">
                    <Link
                      to={`/team-selection/${competition.id}`}
                      className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 shadow-card hover:border-primary"
                    >
                      <Flag code={competition.venue?.country} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold">{competition.name}</span>
                        <span className="text-sm text-muted-foreground tabular-nums">
                          {formatDayMonthYear(competition.startDate)} · {competition.level}
                        </span>
                      </span>
                      <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <Link
        to="/calendar"
        className="inline-flex items-center gap-1 font-medium text-primary-soft-foreground underline"
      >
        <CalendarDays className="size-4" aria-hidden /> See all events in the calendar
      </Link>
      <HowItWorks />
    </div>
  );
}
