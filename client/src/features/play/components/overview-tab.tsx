import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { isCompetitionLive, isSelectionOpen } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useUpcomingCompetitions } from '@/features/competitions/api/get-upcoming-competitions';
import { HowItWorks } from './how-it-works';
import { NextCompetitionCard } from './next-competition-card';

import { formatDayMonthYear } from '@/lib/dates';
import { useNow } from '@/lib/time';

/**
 * What the dashboard puts first: every live competition (its results), and the next competition
 * whose team deadline is still ahead (the player's real next deadline), then the two after it.
 */
export function dashboardCompetitions(upcoming: readonly Competition[], now: number) {
  const live = upcoming.filter(isCompetitionLive);
  const open = upcoming.filter((competition) => isSelectionOpen(competition, now));
  return { live, next: open[0], later: open.slice(1, 3) };
}

export function OverviewTab() {
  const upcoming = useUpcomingCompetitions();
  // A minute is fine enough to move past a deadline; the cards tick their own countdowns.
  const now = useNow(60_000);
  const cards = upcoming.data ? dashboardCompetitions(upcoming.data, now) : null;
  return (
    <div className="space-y-6">
      {upcoming.isPending ? (
        <Skeleton className="h-72 rounded-card" />
      ) : upcoming.isError ? (
        <ErrorState description={upcoming.error.message} onRetry={() => void upcoming.refetch()} />
      ) : !cards || (cards.live.length === 0 && !cards.next) ? (
        <EmptyState icon={CalendarDays} title="No upcoming events" />
      ) : (
        <>
          {cards.live.map((competition) => (
            <NextCompetitionCard key={competition.id} competition={competition} />
          ))}
          {cards.next && <NextCompetitionCard competition={cards.next} />}
          {cards.later.length > 0 && (
            <section aria-labelledby="more-competitions" className="space-y-3">
              <h2 id="more-competitions" className="text-lg font-semibold">
                Coming up
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {cards.later.map((competition) => (
                  <li key={competition.id}>
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
