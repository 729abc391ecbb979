import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useUpcomingCompetitions } from '@/features/competitions/api/get-upcoming-competitions';
import { HowItWorks } from './how-it-works';
import { NextCompetitionCard } from './next-competition-card';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function OverviewTab() {
  const upcoming = useUpcomingCompetitions();
  return (
    <div className="space-y-6">
      {upcoming.isPending ? (
        <Skeleton className="h-72 rounded-card" />
      ) : upcoming.isError ? (
        <ErrorState description={upcoming.error.message} onRetry={() => void upcoming.refetch()} />
      ) : upcoming.data.length === 0 ? (
        <EmptyState icon={CalendarDays} title="No upcoming events" />
      ) : (
        <>
          {upcoming.data[0] && <NextCompetitionCard competition={upcoming.data[0]} />}
          {upcoming.data.length > 1 && (
            <section aria-labelledby="more-competitions" className="space-y-3">
              <h2 id="more-competitions" className="text-lg font-semibold">
                Coming up
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {upcoming.data.slice(1, 3).map((competition) => (
                  <li key={competition.id}>
                    <Link
                      to={`/team-selection/${competition.id}`}
                      className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 shadow-card hover:border-primary"
                    >
                      <Flag code={competition.venue?.country} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold">{competition.name}</span>
                        <span className="text-sm text-muted-foreground tabular-nums">
                          {dateFormat.format(new Date(competition.startDate))} · {competition.level}
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
