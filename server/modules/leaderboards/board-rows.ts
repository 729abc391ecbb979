import { sql } from 'drizzle-orm';
import type { LeaderboardRow, MovementSince } from '../../../contract/leaderboards';
import { fromTenths } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import type { BoardAnswer, RankedRow } from '../standings/standings-queries';
import type { StandingsEngine } from '../standings/standings-engine';
import { userNameOf } from '../fantasy/fantasy.presenters';
import { toIntArray } from '../standings/standings.repository';

type Person = {
  user_id: number;
  first_name: string;
  last_name: string;
  nationality: string | null;
  user_team_name: string | null;
  team_id: number | null;
  team_name: string | null;
};

/** The names on some board rows: players and their teams, one round trip. */
async function readPeople(db: Db, rows: readonly RankedRow[]) {
  if (rows.length === 0) return new Map<string, Person>();
  const result = await db.execute(sql`
    select u.id as user_id, u.first_name, u.last_name, u.nationality, u.team_name as user_team_name,
           t.id as team_id, t.team_name
    from unnest(${toIntArray(rows.map((row) => row.userId))}::int[],
                ${toIntArray(rows.map((row) => row.teamId ?? 0))}::int[]) as x(user_id, team_id)
    join users u on u.id = x.user_id
    left join fantasy_teams t on t.id = x.team_id`);
  const people = (result as { rows: Person[] }).rows;
  return new Map(people.map((person) => [`${person.user_id}:${person.team_id ?? 0}`, person]));
}

/** What a board's movement counts from, named. */
export function sinceOf(engine: StandingsEngine, answer: BoardAnswer): MovementSince {
  const snapshot = answer.since;
  if (!snapshot) return null;
  const held = engine.state.competitions.get(snapshot.competitionId);
  return {
    competitionId: snapshot.competitionId,
    competitionName: held?.meta.name ?? '',
    phase: snapshot.phase,
  };
}

/**
 * A board's rows and the viewer's own row with names; picks are not listed here. A row whose
 * player no longer exists is left out. A player without a team name shows 'My Team'.
 */
export async function presentBoardRows(db: Db, answer: BoardAnswer) {
  const all = answer.me ? [...answer.rows, answer.me] : answer.rows;
  const people = await readPeople(db, all);
  const present = (row: RankedRow): LeaderboardRow | null => {
    const person = people.get(`${row.userId}:${row.teamId ?? 0}`);
    if (!person) return null;
    return {
      rank: row.rank,
      movement: row.movement,
      teamId: row.teamId,
      userId: row.userId,
      userName: userNameOf({ firstName: person.first_name, lastName: person.last_name }),
      userNationality: person.nationality,
      teamName: person.team_name ?? person.user_team_name ?? 'My Team',
      totalPoints: fromTenths(row.total),
      selections: [],
    };
  };
  return {
    rows: answer.rows.map(present).filter((row): row is LeaderboardRow => row !== null),
    me: answer.me ? present(answer.me) : null,
  };
}
