import { HOME_EVENTS } from '@contract/constants';
import { ArrowRight, CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useClock } from '@/lib/use-clock';
import { useUpcomingCompetitions } from '@/api/get-upcoming-competitions';
import { CompetitionGridSkeleton } from './calendar-view';
import { CompetitionCard } from './competition-card';

/** Home page: the next upcoming events, at most three (docs/rules.md#screens). */
export function UpcomingEventsWidget() {
  const upcoming = useUpcomingCompetitions();
  const now = useClock(
    60_000,
    (upcoming.data ?? []).map((competition) => competition.deadline),
  );
  return (
    <section aria-labelledby="upcoming-events-heading" className="space-y-4">
      <div className="flex items-end justify-between gap-3">
        <h2 id="upcoming-events-heading" className="text-xl font-semibold tracking-tight">
          Upcoming Events
        </h2>
        <Link
          to="/calendar"
          className="flex items-center gap-1 text-sm font-medium text-primary-soft-foreground hover:underline"
        >
          All events <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {upcoming.isPending ? (
        <CompetitionGridSkeleton count={HOME_EVENTS} />
      ) : upcoming.isError ? (
        <ErrorState onRetry={() => void upcoming.refetch()} retrying={upcoming.isFetching} />
      ) : upcoming.data.length === 0 ? (
        <EmptyState title="No upcoming events" icon={CalendarX} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {upcoming.data.slice(0, HOME_EVENTS).map((competition) => (
            <CompetitionCard
              key={competition.id}
              competition={competition}
              now={now}
              variant="upcoming"
              compact
            />
          ))}
        </div>
      )}
    </section>
  );
}
