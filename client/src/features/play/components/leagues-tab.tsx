import { ChevronRight, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isKnownNation } from '@contract/nations';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/api/get-user';
import { useNationName } from '@/api/get-nation-name';
import { useStandingsLeaderboard } from '@/api/get-standings-leaderboard';
import { useAllCompetitions } from '@/api/get-all-competitions';
import { ordinal } from '@/lib/ordinal';
import { liveCompetitionIds } from '@/lib/live/live-competition-ids';
import { useStandingsRefresh } from '@/lib/live/use-live-refresh';
import { NotLiveNote } from '@/components/shared/not-live-note';

/** The player's rank on a public board this season, as the private league cards show theirs. */
function SeasonRank({ country }: { country?: string }) {
  const board = useStandingsLeaderboard(
    country ? { kind: 'season', country } : { kind: 'season' },
    1,
  );
  if (board.isPending) return <Skeleton className="h-4 w-28" />;
  if (board.isError) return <span className="text-sm text-muted-foreground">Rank unavailable</span>;
  const rank = board.data.me?.rank ?? null;
  return (
    <span className="text-sm text-muted-foreground tabular-nums" data-testid="public-league-rank">
      Your rank <span className="font-semibold text-foreground">{ordinal(rank)}</span>
      {rank !== null && <> of {board.data.players}</>}
    </span>
  );
}

function LeagueLink({
  to,
  title,
  icon,
  rank,
}: {
  to: string;
  title: string;
  icon: ReactNode;
  rank: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 shadow-card hover:border-primary"
    >
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{title}</span>
        {rank}
      </span>
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
    </Link>
  );
}

/**
 * Public leagues (Overall and the player's country) with the player's rank, then private leagues
 * (the leagues feature's section, passed in by the screen).
 */
export function LeaguesTab({ privateLeagues }: { privateLeagues: ReactNode }) {
  const { user } = useUser();
  const nationality = user?.nationality?.trim().toUpperCase();
  const country = nationality && isKnownNation(nationality) ? nationality : undefined;
  const nationName = useNationName(country);
  const competitions = useAllCompetitions();
  // The ranks on the cards move with every score of a live competition, and catch up with a
  // correction to a completed one within a minute (decision 068).
  const notLive = useStandingsRefresh(liveCompetitionIds(competitions.data), [
    ['leaderboards'],
    ['leagues', 'user'],
  ]);
  return (
    <div className="space-y-6">
      {notLive && <NotLiveNote />}
      <section aria-labelledby="public-leagues-title" className="space-y-3">
        <h2 id="public-leagues-title" className="text-lg font-semibold">
          Public leagues
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <LeagueLink
            to="/league/overall"
            title="Overall"
            icon={<Globe className="size-5 shrink-0 text-primary-soft-foreground" aria-hidden />}
            rank={<SeasonRank />}
          />
          {country && (
            <LeagueLink
              to={`/league/${country.toLowerCase()}`}
              title={nationName ?? country}
              icon={<Flag code={country} />}
              rank={<SeasonRank country={country} />}
            />
          )}
        </div>
      </section>
      {privateLeagues}
    </div>
  );
}
