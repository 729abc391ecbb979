import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BoardPlayer } from '../leaderboards/board-rows';

type RawBoardRow = {
  is_private: boolean;
  is_member: boolean;
  competition_name: string | null;
  players: number;
  my_rank: number | null;
  part: 'top' | 'me' | null;
  team_id: number | null;
  team_name: string | null;
  total_points: string | null;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  nationality: string | null;
  user_team_name: string | null;
};

export type MemberBoardRow = BoardPlayer & { teamId: number | null; teamName: string | null };

/** A league board as read in one statement; null when the league does not exist. */
export type MemberBoard = {
  isPrivate: boolean;
  isMember: boolean;
  /** The competition's name (competition boards); null when it does not exist. */
  competitionName: string | null;
  players: number;
  top: MemberBoardRow[];
  mine: (MemberBoardRow & { rank: number }) | null;
};

/**
 * `members` lists the board's rows of the league's members as (team_id, team_name,
 * total_points, user_id, tiebreak). Everything a league board shows comes from it in one
 * statement (one round trip, one plan): the league check, the top rows, how many members have a
 * row, and the viewer's own row with its rank (1 + the members strictly above: 1, 2, 2, 4).
 */
const memberBoardSql = (
  { leagueId, viewerId, limit }: MemberBoardRequest,
  members: SQL,
  competitionName: SQL,
) => sql`
    with members as materialized (${members}),
    mine as (select * from members where user_id = ${viewerId}),
    listed as (
      (select 'top' as part, r.* from members r order by r.total_points desc, r.tiebreak limit ${limit})
      union all
      select 'me', r.* from mine r
    )
    select
      l.is_private,
      exists (
        select 1 from league_memberships m where m.league_id = ${leagueId} and m.user_id = ${viewerId}
      ) as is_member,
      (${competitionName}) as competition_name,
      (select count(*)::int from members) as players,
      (
        select 1 + count(*)::int from members r, mine where r.total_points > mine.total_points
      ) as my_rank,
      x.part, x.team_id, x.team_name, x.total_points::text as total_points,
      u.id as user_id, u.first_name, u.last_name, u.nationality, u.team_name as user_team_name
    from leagues l
    left join (listed x join users u on u.id = x.user_id) on true
    where l.id = ${leagueId}
    order by x.part = 'me', x.total_points desc, x.tiebreak
  `;

/** Runs a member board statement; null when the league does not exist. */
export async function readMemberBoard(db: Db, query: SQL): Promise<MemberBoard | null> {
  const result = await db.execute(query);
  const rows = (result as { rows: RawBoardRow[] }).rows;
  const [first] = rows;
  if (!first) return null;
  const board: MemberBoard = {
    isPrivate: first.is_private,
    isMember: first.is_member,
    competitionName: first.competition_name,
    players: first.players,
    top: [],
    mine: null,
  };
  for (const row of rows) {
    const member = memberRowOf(row);
    if (!member) continue;
    if (row.part === 'me') board.mine = { ...member, rank: first.my_rank ?? 1 };
    else board.top.push(member);
  }
  return board;
}

const memberRowOf = (row: RawBoardRow): MemberBoardRow | null =>
  row.user_id === null || row.total_points === null
    ? null
    : {
        userId: row.user_id,
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
        nationality: row.nationality,
        userTeamName: row.user_team_name,
        totalPoints: row.total_points,
        teamId: row.team_id,
        teamName: row.team_name,
      };

/** Which league board to read, for whom, and how many top rows. */
export type MemberBoardRequest = { leagueId: number; viewerId: number; limit: number };

/** A league's board for one competition: its members' teams (points, then the earlier team). */
export const memberTeamsBoardSql = (board: MemberBoardRequest, competitionId: number) =>
  memberBoardSql(
    board,
    sql`
      select t.id as team_id, t.team_name, t.total_points, t.user_id, t.id as tiebreak
      from league_memberships m
      join fantasy_teams t on t.user_id = m.user_id and t.competition_id = ${competitionId}
      where m.league_id = ${board.leagueId}`,
    sql`select c.name from competitions c where c.id = ${competitionId}`,
  );

/** A league's board for a period: its members' kept standings (points, then the lower user id). */
export const memberStandingsBoardSql = (board: MemberBoardRequest, scope: string) =>
  memberBoardSql(
    board,
    sql`
      select null::int as team_id, null::text as team_name, s.total_points, s.user_id,
             s.user_id as tiebreak
      from league_memberships m
      join fantasy_standings s on s.user_id = m.user_id and s.scope = ${scope}
      where m.league_id = ${board.leagueId}`,
    sql`select null::text`,
  );
