import { Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { liveCompetitionIds } from '@/lib/live/live-competition-ids';
import { useStandingsRefresh } from '@/lib/live/use-live-refresh';
import { NotLiveNote } from '@/components/shared/not-live-note';
import { useRenderTime } from '@/lib/time';
import { useMySeason } from '../api/get-my-season';
import { SeasonSummary } from './season-summary';
import { SeasonTeamCard } from './season-team-card';

/** The season asked for in the address (?year=), or undefined for the current one. */
function seasonParam(params: URLSearchParams): number | undefined {
  const year = Number(params.get('year'));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined;
}

function MyTeamsSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading your teams">
      <Skeleton className="h-44 rounded-card" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-80 rounded-card" />
        <Skeleton className="h-80 rounded-card" />
      </div>
    </div>
  );
}

/** The seasons the player has teams in, as links (?year=); the shown one is marked. */
function SeasonLinks({ years, current }: { years: readonly number[]; current: number }) {
  if (years.length < 2) return null;
  return (
    <nav aria-label="Seasons" className="flex flex-wrap gap-1.5">
      {years.map((year) => (
        <Link
          key={year}
          to={`/my-teams?year=${year}`}
          aria-current={year === current ? 'page' : undefined}
          className={cn(
            buttonClasses(year === current ? 'primary' : 'outline', 'sm'),
            'tabular-nums',
          )}
        >
          {year}
        </Link>
      ))}
    </nav>
  );
}

/** /my-teams: every competition the player entered in a season, and the season's standing. */
export function MyTeamsPage() {
  const [params] = useSearchParams();
  const season = useMySeason(seasonParam(params));
  const now = useRenderTime();
  // A live competition's team moves with its scores, and the season's total and ranks with it;
  // a correction to a completed competition shows within a minute (decision 068).
  const liveIds = liveCompetitionIds(season.data?.teams.map((entry) => entry.competition));
  const notLive = useStandingsRefresh(liveIds, [['fantasy', 'season']]);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Your game"
        title="My Teams"
        description="Every competition you entered this season: your team, its points and its rank."
        actions={
          season.data && <SeasonLinks years={season.data.years} current={season.data.year} />
        }
      />
      {notLive && <NotLiveNote />}
      {season.isPending ? (
        <MyTeamsSkeleton />
      ) : season.isError ? (
        <ErrorState
          title="Could not load your teams"
          description={season.error.message}
          onRetry={() => void season.refetch()}
          retrying={season.isFetching}
        />
      ) : (
        <>
          <SeasonSummary data={season.data} />
          <section aria-labelledby="season-teams-title" className="space-y-3">
            <h2 id="season-teams-title" className="text-lg font-semibold">
              Competitions entered
            </h2>
            {season.data.teams.length === 0 ? (
              <EmptyState
                icon={Trophy}
                title={`No teams in ${season.data.year} yet`}
                description="Pick five combinations for the next competition to get on the boards."
                action={
                  <Link to="/play" className={buttonClasses('primary')}>
                    Pick a team
                  </Link>
                }
              />
            ) : (
              <div className="grid gap-4 lg:grid-cols-2">
                {season.data.teams.map((entry) => (
                  <SeasonTeamCard key={entry.team.id} entry={entry} now={now} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
