import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isCompetitionLive } from '@contract/competition-live';
import type { LeaderboardRow } from '@contract/leaderboards';
import { formatDayMonthYear } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
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
import { MONTHS } from '@/lib/dates';
import { liveCompetitionIds } from '@/lib/live/live-competition-ids';
import { useStandingsRefresh } from '@/lib/live/use-live-refresh';
import { NotLiveNote } from '@/components/shared/not-live-note';
import { UserTeamDialog } from '@/components/shared/user-team-dialog';
import { useAllCompetitions } from '@/api/get-all-competitions';
import type { BoardTarget } from '../api/get-target-board';
import { leaguesKey } from '../api/get-user-leagues';
import { currentSeason, defaultLeagueEvent, orderLeagueEvents } from '../lib/league-events';
import { LeagueBoardView } from './league-board-view';

/** The league page's boards: Events, Months and Season of the current season. */
export function LeagueTabs({ target }: { target: BoardTarget }) {
  const season = currentSeason();
  const competitions = useAllCompetitions();
  // Every board of the page moves with the scores of a live competition, and catches up with a
  // correction to a completed one within a minute (decision 068).
  const liveIds = liveCompetitionIds(competitions.data);
  const notLive = useStandingsRefresh(liveIds, [
    [...leaguesKey, 'board'],
    [...leaguesKey, 'target-board'],
  ]);
  return (
    <Tabs defaultValue="events">
      {notLive && (
        <div className="mb-3">
          <NotLiveNote />
        </div>
      )}
      <TabsList aria-label="League standings">
        <TabsTrigger value="events">Events</TabsTrigger>
        <TabsTrigger value="months">Months</TabsTrigger>
        <TabsTrigger value="season">Season</TabsTrigger>
      </TabsList>
      <TabsContent value="events">
        <EventsBoard target={target} season={season} />
      </TabsContent>
      <TabsContent value="months">
        <MonthsBoard target={target} season={season} />
      </TabsContent>
      <TabsContent value="season">
        <LeagueBoardView
          target={target}
          board={{ kind: 'season', year: season }}
          caption={`${season} season standings`}
          emptyText="No participants for this season yet"
        />
      </TabsContent>
    </Tabs>
  );
}

function EventsBoard({ target, season }: { target: BoardTarget; season: number }) {
  const competitions = useAllCompetitions();
  const events = useMemo(
    () => orderLeagueEvents(competitions.data ?? [], season),
    [competitions.data, season],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [player, setPlayer] = useState<LeaderboardRow | null>(null);
  const selected = events.find((event) => event.id === chosen) ?? defaultLeagueEvent(events);

  if (competitions.isPending) return <Skeleton className="h-10 w-full max-w-sm" />;
  if (competitions.isError) {
    return (
      <ErrorState
        title="Could not load the events"
        onRetry={() => void competitions.refetch()}
        retrying={competitions.isFetching}
      />
    );
  }
  if (!selected) {
    return <EmptyState icon={CalendarDays} title={`No events in the ${season} season yet`} />;
  }
  return (
    <div className="space-y-4">
      <div className="grid max-w-md gap-2">
        <Label htmlFor="league-event">Event</Label>
        <Select value={String(selected.id)} onValueChange={(value) => setChosen(Number(value))}>
          <SelectTrigger id="league-event">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {events.map((event) => (
              <SelectItem key={event.id} value={String(event.id)}>
                {event.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          {formatDayMonthYear(selected.startDate)}
          {isCompetitionLive(selected) && <Badge variant="live">LIVE</Badge>}
          {selected.status === 'open' && <Badge variant="scheduled">Open</Badge>}
        </p>
      </div>
      <LeagueBoardView
        target={target}
        board={{ kind: 'competition', competitionId: selected.id }}
        caption={`Standings for ${selected.name}`}
        emptyText="No teams entered for this competition yet"
        onOpenRow={setPlayer}
      />
      <UserTeamDialog player={player} competitionId={selected.id} onClose={() => setPlayer(null)} />
    </div>
  );
}

function MonthsBoard({ target, season }: { target: BoardTarget; season: number }) {
  const now = new Date();
  const [month, setMonth] = useState(now.getUTCFullYear() === season ? now.getUTCMonth() + 1 : 1);
  const name = MONTHS[month - 1] ?? 'January';
  return (
    <div className="space-y-4">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="league-month">Month</Label>
        <Select value={String(month)} onValueChange={(value) => setMonth(Number(value))}>
          <SelectTrigger id="league-month">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MONTHS.map((label, index) => (
              <SelectItem key={label} value={String(index + 1)}>
                {label} {season}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <LeagueBoardView
        target={target}
        board={{ kind: 'month', year: season, month }}
        caption={`${name} ${season} standings`}
        emptyText="No participants for this month yet"
      />
    </div>
  );
}
