import type { FantasyTeam } from '@contract/fantasy';
import { formatTenths } from '@contract/scoring';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useChangeAnnouncement } from '@/lib/live/use-change-announcement';
import { useMyStanding } from '../api/get-my-standing';

const tenths = (value: number) => formatTenths(Math.round(value * 10));

/** "3 of 12": a rank among the competition's teams. */
export const rankOfTeams = (rank: number, teams: number) => `${rank} of ${teams}`;

/**
 * A live competition's team on the dashboard: its points so far, its rank among the
 * competition's teams, and each pick's points, all refetched as scores arrive. A change of rank
 * is read out politely; points are not, a score at a time would be too much.
 */
export function LiveTeamSummary({ team }: { team: FantasyTeam }) {
  const standing = useMyStanding(team.competitionId, true);
  const me = standing.data?.me ?? null;
  const teams = standing.data?.teams ?? 0;
  const announcement = useChangeAnnouncement(
    me?.rank,
    (rank) => `Your team is now ranked ${rankOfTeams(rank, teams)}.`,
  );
  return (
    <div className="mt-2 space-y-3">
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-lg bg-white/10 px-3 py-2">
          <dt className="text-xs font-medium text-white/75">Team points</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="live-team-points">
            {tenths(team.totalPoints)}
          </dd>
        </div>
        <div className="rounded-lg bg-white/10 px-3 py-2">
          <dt className="text-xs font-medium text-white/75">Rank</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="live-team-rank">
            {standing.isPending ? (
              <Skeleton className="mt-1 h-7 w-20 bg-white/10" />
            ) : me ? (
              rankOfTeams(me.rank, teams)
            ) : (
              '–'
            )}
          </dd>
        </div>
      </dl>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" data-testid="saved-team-summary">
        {team.selections.slice(0, 5).map((pick) => (
          <li
            key={pick.competitionEntryId}
            className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm"
            data-testid="live-pick"
          >
            <Flag code={pick.nationality} size="sm" />
            <span className="min-w-0 flex-1 truncate">
              <span className="font-semibold">{pick.athleteName}</span> · {pick.horseName}
            </span>
            {pick.withdrawn && <span className="text-xs text-white/75">Withdrawn</span>}
            <span className="font-semibold tabular-nums" data-testid="live-pick-points">
              {tenths(pick.points)}
              <span className="sr-only"> points</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
