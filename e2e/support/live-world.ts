import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { leagues } from '../../server/db/schema/index';
import { buildCompetition, buildEntry, buildUser } from '../../server/test/factories';

type Db = Database['db'];
const day = 24 * 60 * 60 * 1000;

/**
 * A competition under way: its deadline a day ago, started half a day ago, ending in two days,
 * live, with `entries` combinations in start order. Answers its id and the entries' ids.
 */
export async function buildLiveCompetition(
  db: Db,
  { name, level, entries }: { name: string; level: string; entries: number },
) {
  const now = new Date();
  const competition = await buildCompetition(db, now, {
    name,
    level,
    status: 'live',
    isLive: true,
    deadline: new Date(now.getTime() - day),
    startDate: new Date(now.getTime() - day / 2),
    endDate: new Date(now.getTime() + 2 * day),
  });
  const entryIds: number[] = [];
  for (let i = 0; i < entries; i += 1) {
    entryIds.push((await buildEntry(db, competition.id, { startOrder: i + 1 })).id);
  }
  return { competitionId: competition.id, entries: entryIds };
}

/**
 * Players with a saved team each, picking the entries given for them, written straight to the
 * database as a team saved before the deadline would be.
 */
export async function buildPlayersWithTeams(
  db: Db,
  competitionId: number,
  {
    players,
    lastName,
    domain,
    password,
    teamName,
  }: {
    players: Array<{ firstName: string; picks: number[] }>;
    lastName: string;
    domain: string;
    password: string;
    teamName: (firstName: string) => string;
  },
) {
  const users = [];
  for (const { firstName, picks } of players) {
    const user = await buildUser(db, {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@${domain}`,
      password,
    });
    users.push(user);
    await db.execute(sql`
      insert into fantasy_teams (user_id, competition_id, team_name)
      values (${user.id}, ${competitionId}, ${teamName(firstName)})`);
    for (const entryId of picks) {
      await db.execute(sql`
        insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
        select t.id, e.id, e.athlete_id, e.horse_id, e.price
        from fantasy_teams t, competition_entries e
        where t.user_id = ${user.id} and t.competition_id = ${competitionId} and e.id = ${entryId}`);
    }
  }
  return users;
}

/** A private league created by the first member, every member in it. Answers its id. */
export async function buildLeague(
  db: Db,
  { name, joinCode, memberIds }: { name: string; joinCode: string; memberIds: number[] },
) {
  const [league] = await db
    .insert(leagues)
    .values({ name, creatorId: memberIds[0] ?? null, joinCode })
    .returning({ id: leagues.id });
  const leagueId = league?.id ?? 0;
  for (const userId of memberIds) {
    await db.execute(sql`
      insert into league_memberships (league_id, user_id) values (${leagueId}, ${userId})`);
  }
  return leagueId;
}
