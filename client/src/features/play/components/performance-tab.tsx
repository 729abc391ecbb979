import { ChevronLeft, ChevronRight, Trophy } from 'lucide-react';
import { useState } from 'react';
import { isCompetitionLive } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';
import type { LeaderboardRow } from '@contract/leaderboards';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useCompetitionLeaderboard } from '@/api/get-competition-leaderboard';
import { LeaderboardSkeleton } from '@/components/shared/leaderboard-skeleton';
import { LeaderboardTable } from '@/components/shared/leaderboard-table';
import { UserTeamDialog } from '@/components/shared/user-team-dialog';
import { liveCompetitionIds } from '@/lib/live/live-competition-ids';
import { useStandingsRefresh } from '@/lib/live/use-live-refresh';
import { NotLiveNote } from '@/components/shared/not-live-note';
import { useRenderTime } from '@/lib/time';
import { useAllCompetitions } from '@/api/get-all-competitions';
import { SeasonRankCard } from './season-rank-card';

/**
 * The competition shown first: the live one, else the latest that has started, else the first
 * (decision 011, "Performance tab default").
 */
export function defaultCompetitionIndex(competitions: readonly Competition[], now: number): number {
  const live = competitions.findIndex(isCompetitionLive);
  if (live !== -1) return live;
  let started = -1;
  competitions.forEach((competition, index) => {
    if (new Date(competition.startDate).getTime() <= now) started = index;
  });
  return Math.max(0, started);
}

/** The player's overall rank through the season, then each competition's leaderboard. */
export function PerformanceTab() {
  const competitions = useAllCompetitions();
  // Ranks move with every score of a live competition, and catch up with a correction to a
  // completed one within a minute (decision 068).
  const notLive = useStandingsRefresh(liveCompetitionIds(competitions.data), [
    ['leaderboards'],
    ['fantasy', 'rank-history'],
  ]);
  return (
    <div className="space-y-6">
      {notLive && <NotLiveNote />}
      <SeasonRankCard />
      <CompetitionBoards />
    </div>
  );
}

function CompetitionBoards() {
  const competitions = useAllCompetitions();
  if (competitions.isPending) return <LeaderboardSkeleton />;
  if (competitions.isError) {
    return (
      <ErrorState
        description={competitions.error.message}
        onRetry={() => void competitions.refetch()}
      />
    );
  }
  if (competitions.data.length === 0)
    return <EmptyState icon={Trophy} title="No teams yet for this competition" />;
  return <CompetitionPerformance competitions={competitions.data} />;
}

function CompetitionPerformance({ competitions }: { competitions: Competition[] }) {
  const renderTime = useRenderTime();
  const [index, setIndex] = useState(() => defaultCompetitionIndex(competitions, renderTime));
  const [player, setPlayer] = useState<LeaderboardRow | null>(null);
  const competition = competitions[index] ?? competitions[0];
  const leaderboard = useCompetitionLeaderboard(competition?.id);
  if (!competition) return null;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous competition"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div className="min-w-0 flex-1 text-center">
          <CardTitle level={2} className="truncate" data-testid="performance-competition">
            {competition.name}
          </CardTitle>
          <p className="text-sm text-muted-foreground tabular-nums">
            {index + 1} of {competitions.length}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next competition"
          disabled={index === competitions.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </CardHeader>
      <CardContent>
        {leaderboard.isPending ? (
          <LeaderboardSkeleton />
        ) : leaderboard.isError ? (
          <ErrorState
            description={leaderboard.error.message}
            onRetry={() => void leaderboard.refetch()}
          />
        ) : leaderboard.data.rows.length === 0 ? (
          <EmptyState icon={Trophy} title="No teams yet for this competition" />
        ) : (
          <>
            <LeaderboardTable
              leaderboard={leaderboard.data}
              caption={`Leaderboard of ${competition.name}`}
              onOpenRow={setPlayer}
            />
            <p className="mt-3 text-center text-xs text-muted-foreground tabular-nums">
              {leaderboard.data.players} team{leaderboard.data.players === 1 ? '' : 's'}
            </p>
          </>
        )}
      </CardContent>
      <UserTeamDialog
        player={player}
        competitionId={competition.id}
        onClose={() => setPlayer(null)}
      />
    </Card>
  );
}
