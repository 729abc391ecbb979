import { CalendarX, History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useClock } from '@/lib/use-clock';
import { useNow } from '@/lib/time';
import { useCompetitionYears } from '@/api/get-competition-years';
import { usePastCompetitions } from '../api/get-past-competitions';
import {
  calendarPlaceFromParams,
  paramsWithCalendarPlace,
  type CalendarPlace,
} from '../lib/calendar-query';
import { useUpcomingCompetitions } from '@/api/get-upcoming-competitions';
import { CompetitionCard } from './competition-card';

export function CompetitionGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      role="status"
      aria-label="Loading events"
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-56 rounded-card" />
      ))}
    </div>
  );
}

function UpcomingTab() {
  const upcoming = useUpcomingCompetitions();
  // A card says "closed" at its deadline, not up to a minute later.
  const now = useClock(
    60_000,
    (upcoming.data ?? []).map((competition) => competition.deadline),
  );
  if (upcoming.isPending) return <CompetitionGridSkeleton />;
  if (upcoming.isError) {
    return <ErrorState onRetry={() => void upcoming.refetch()} retrying={upcoming.isFetching} />;
  }
  if (upcoming.data.length === 0) return <EmptyState title="No upcoming events" icon={CalendarX} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {upcoming.data.map((competition) => (
        <CompetitionCard
          key={competition.id}
          competition={competition}
          now={now}
          variant="upcoming"
        />
      ))}
    </div>
  );
}

const ALL_YEARS = 'all';

function PastTab({
  year,
  onYearChange,
}: {
  year: number | undefined;
  onYearChange: (year: number | undefined) => void;
}) {
  const years = useCompetitionYears('past');
  const past = usePastCompetitions(year);
  const now = useNow(60_000);
  return (
    <div className="space-y-5">
      <div className="flex max-w-xs flex-col gap-1.5">
        <Label htmlFor="past-year">Year</Label>
        <Select
          value={year === undefined ? ALL_YEARS : String(year)}
          onValueChange={(value) => onYearChange(value === ALL_YEARS ? undefined : Number(value))}
        >
          <SelectTrigger id="past-year" aria-label="Year">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_YEARS}>All Years</SelectItem>
            {(years.data ?? []).map((value) => (
              <SelectItem key={value} value={String(value)}>
                {value}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {past.isPending ? (
        <CompetitionGridSkeleton />
      ) : past.isError ? (
        <ErrorState onRetry={() => void past.refetch()} retrying={past.isFetching} />
      ) : past.data.length === 0 ? (
        <EmptyState title="No past events found" icon={History} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {past.data.map((competition) => (
            <CompetitionCard
              key={competition.id}
              competition={competition}
              now={now}
              variant="past"
            />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * /calendar: Upcoming Events and Past Events (docs/rules.md#competition-statuses). The tab and
 * the past events' year live in the address, so Back, reload and a shared link return to them.
 */
export function CalendarView() {
  const [params, setParams] = useSearchParams();
  const place = calendarPlaceFromParams(params);
  const update = (change: Partial<CalendarPlace>) =>
    setParams((current) => paramsWithCalendarPlace(current, { ...place, ...change }), {
      replace: true,
    });
  return (
    <Tabs
      value={place.tab}
      onValueChange={(value) => update({ tab: value === 'past' ? 'past' : 'upcoming' })}
    >
      <TabsList aria-label="Events">
        <TabsTrigger value="upcoming">Upcoming Events</TabsTrigger>
        <TabsTrigger value="past">Past Events</TabsTrigger>
      </TabsList>
      {/* Each panel names its list, so the cards' h3 titles sit under an h2. */}
      <TabsContent value="upcoming">
        <h2 className="sr-only">Upcoming events</h2>
        <UpcomingTab />
      </TabsContent>
      <TabsContent value="past">
        <h2 className="sr-only">Past events</h2>
        <PastTab year={place.year} onYearChange={(year) => update({ year })} />
      </TabsContent>
    </Tabs>
  );
}
