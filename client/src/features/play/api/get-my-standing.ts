import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@contract/leaderboards';
import { apiGet } from '@/lib/api';

/** The competition board's key with one top row: the same answer the leaderboards cache. */
export const myStandingKey = (competitionId: number) =>
  ['leaderboards', 'competition', competitionId, { limit: 1 }] as const;

/** A competition's board cut to its leader, for the player's own row (`me`) and the team count. */
export const getMyStanding = (competitionId: number) =>
  apiGet<Leaderboard>(`/api/competitions/${competitionId}/leaderboard?limit=1`);

export const myStandingQueryOptions = (competitionId: number) =>
  queryOptions({
    queryKey: myStandingKey(competitionId),
    queryFn: () => getMyStanding(competitionId),
  });

/** The signed-in player's rank among the competition's teams, and how many teams there are. */
export const useMyStanding = (competitionId: number, enabled: boolean) =>
  useQuery({
    ...myStandingQueryOptions(competitionId),
    enabled,
    select: (board) => ({ me: board.me, teams: board.players }),
  });
