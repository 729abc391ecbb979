import type { LeaderboardRow } from '../../../contract/leaderboards';
import { competitionRanks } from '../../../contract/scoring';
import { users } from '../../db/schema/index';
import { decimal, userNameOf } from '../fantasy/fantasy.presenters';

/** The player columns every board row shows, read beside a team or a standing. */
export const playerColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nationality: users.nationality,
  userTeamName: users.teamName,
};

export type BoardPlayer = {
  userId: number;
  firstName: string;
  lastName: string;
  nationality: string | null;
  userTeamName: string | null;
  totalPoints: string;
};

export type BoardTeam = { teamId: number | null; teamName: string | null };

/** A period board has players, not teams. */
export const noTeam: BoardTeam = { teamId: null, teamName: null };

/** One board row, picks not yet added; a player without a team name shows 'My Team'. */
export const boardRowOf = (player: BoardPlayer, rank: number, team: BoardTeam): LeaderboardRow => ({
  rank,
  teamId: team.teamId,
  userId: player.userId,
  userName: userNameOf(player),
  userNationality: player.nationality,
  teamName: team.teamName ?? player.userTeamName ?? 'My Team',
  totalPoints: decimal(player.totalPoints),
  selections: [],
});

/** Rows already in board order, ranked in competition ranking: equal totals share a rank (1, 2, 2, 4). */
export function rankedBoardRows<T extends BoardPlayer>(
  rows: readonly T[],
  teamOf: (row: T) => BoardTeam,
): LeaderboardRow[] {
  const ranks = competitionRanks(rows, (a, b) => a.totalPoints === b.totalPoints);
  return rows.map((row, index) => boardRowOf(row, ranks[index] ?? index + 1, teamOf(row)));
}
