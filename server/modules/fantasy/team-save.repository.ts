import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  fantasyTeams,
  horses,
} from '../../db/schema/index';
import type { CompetitionForTeams, TeamRow } from './fantasy.repository';

/** The entry columns a team save checks (competition, price, statuses) and answers with. */
const entryForSave = {
  id: competitionEntries.id,
  athleteId: competitionEntries.athleteId,
  horseId: competitionEntries.horseId,
  price: competitionEntries.price,
  drStatus: competitionEntries.drStatus,
  sjStatus: competitionEntries.sjStatus,
  xcStatus: competitionEntries.xcStatus,
  drPts: competitionEntries.drPts,
  sjPts: competitionEntries.sjPts,
  xcPts: competitionEntries.xcPts,
  totalPts: competitionEntries.totalPts,
};

export type EntryForSave = Pick<
  typeof competitionEntries.$inferSelect,
  keyof typeof entryForSave
> & { athleteName: string; nationality: string | null; horseName: string };

/**
 * The save's two statements are built once per database (and prepared once per connection on
 * PostgreSQL): a save then only binds its values. Why a WeakMap keyed by the handle:
 * docs/decisions/033-prepared-statements-cached-per-database-handle.md.
 */
function preparedFor<T>(cache: WeakMap<Db, T>, db: Db, prepare: (db: Db) => T): T {
  let prepared = cache.get(db);
  if (!prepared) {
    prepared = prepare(db);
    cache.set(db, prepared);
  }
  return prepared;
}
const saveReads = new WeakMap<Db, ReturnType<typeof prepareSaveRead>>();
const teamWrites = new WeakMap<Db, ReturnType<typeof prepareTeamWrite>>();

function prepareSaveRead(db: Db) {
  return db
    .select({
      competition: {
        id: competitions.id,
        isLive: competitions.isLive,
        status: competitions.status,
        deadline: competitions.deadline,
      },
      entry: entryForSave,
      athlete: { name: athletes.name, nationality: athletes.nationality },
      horse: { name: horses.name },
    })
    .from(competitions)
    .leftJoin(
      competitionEntries,
      and(
        eq(competitionEntries.competitionId, competitions.id),
        sql`${competitionEntries.id} = any(${sql.placeholder('entryIds')}::int[])`,
      ),
    )
    .leftJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .leftJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitions.id, sql.placeholder('competitionId')))
    .prepare('fantasy_save_read');
}

/**
 * In one read, what a team save checks: the competition's selection window (null when there is
 * no such competition) and those of the named entries that belong to it, with their combination.
 */
export async function findCompetitionForSave(
  db: Db,
  competitionId: number,
  entryIds: readonly number[],
): Promise<{
  competition: Pick<CompetitionForTeams, 'id' | 'isLive' | 'status' | 'deadline'>;
  entries: EntryForSave[];
} | null> {
  const rows = await preparedFor(saveReads, db, prepareSaveRead).execute({
    competitionId,
    entryIds: toIntArray(entryIds),
  });
  const [first] = rows;
  if (!first) return null;
  const entries: EntryForSave[] = [];
  for (const { entry, athlete, horse } of rows) {
    if (!entry || !athlete || !horse) continue;
    entries.push({
      ...entry,
      athleteName: athlete.name,
      nationality: athlete.nationality,
      horseName: horse.name,
    });
  }
  return { competition: first.competition, entries };
}

export type TeamWrite = {
  userId: number;
  competitionId: number;
  /** Null: the player's default team name, or "My Team". */
  teamName: string | null;
  totalSpent: string;
  picks: ReadonlyArray<{
    competitionEntryId: number;
    athleteId: number;
    horseId: number;
    price: string;
  }>;
};

const param = {
  userId: sql.placeholder('userId'),
  competitionId: sql.placeholder('competitionId'),
  teamName: sql.placeholder('teamName'),
  totalSpent: sql.placeholder('totalSpent'),
  entryIds: sql.placeholder('entryIds'),
  athleteIds: sql.placeholder('athleteIds'),
  horseIds: sql.placeholder('horseIds'),
  prices: sql.placeholder('prices'),
};

/** The saved team's row, as the write statement answers it (timestamps as the driver gives them). */
const savedColumns = {
  id: sql<number>`id`.as('id'),
  userId: sql<number>`user_id`.as('user_id'),
  competitionId: sql<number>`competition_id`.as('competition_id'),
  teamName: sql<string>`team_name`.as('team_name'),
  totalBudget: sql<string>`total_budget::text`.as('total_budget'),
  totalSpent: sql<string>`total_spent::text`.as('total_spent'),
  createdAt: sql<Date | string>`created_at`.as('created_at'),
  updatedAt: sql<Date | string>`updated_at`.as('updated_at'),
};

function prepareTeamWrite(db: Db) {
  const cte = (alias: string, body: SQL) => db.$with(alias, {}).as(body);
  const saved = db.$with('saved', savedColumns).as(sql`
    insert into fantasy_teams as t (user_id, competition_id, team_name, total_spent)
    values (
      ${param.userId},
      ${param.competitionId},
      coalesce(${param.teamName}::text, (select team_name from users where id = ${param.userId}), 'My Team'),
      ${param.totalSpent}::numeric
    )
    on conflict (user_id, competition_id) do update
      set team_name = excluded.team_name, total_spent = excluded.total_spent, updated_at = now()
      where t.xmin = (select xmin from read_version)
    returning t.*`);
  return db
    .with(
      cte(
        'picks',
        sql`select * from unnest(${param.entryIds}::int[], ${param.athleteIds}::int[],
              ${param.horseIds}::int[], ${param.prices}::numeric[])
            with ordinality as p(entry_id, athlete_id, horse_id, price, n)`,
      ),
      cte(
        'read_version',
        sql`select xmin from fantasy_teams
            where user_id = ${param.userId} and competition_id = ${param.competitionId}`,
      ),
      saved,
      cte(
        'dropped',
        sql`delete from fantasy_team_selections s using saved
            where s.fantasy_team_id = saved.id and s.competition_entry_id <> all(${param.entryIds}::int[])
            returning 1`,
      ),
      cte(
        'picked',
        sql`insert into fantasy_team_selections as s
              (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
            select saved.id, p.entry_id, p.athlete_id, p.horse_id, p.price
            from saved cross join picks p
            order by p.n
            on conflict (fantasy_team_id, competition_entry_id) do update
              set id = default, athlete_id = excluded.athlete_id, horse_id = excluded.horse_id,
                  price = excluded.price, is_active = true, selected_at = now()
            returning 1`,
      ),
    )
    .select(savedColumns)
    .from(saved)
    .prepare('fantasy_team_write');
}

/**
 * Saves a team in one statement: creates or updates the team with its spend and replaces its
 * picks (kept picks are renumbered so the stored order is the order of this save). No standing
 * is written: the standings engine reads the team (decision 050). The statement sees
 * the database as it was when it started, so it only writes when the team row it locks is the
 * version it read; otherwise (a concurrent save of the same team came first) nothing is written
 * and it answers null: call it again after lockTeam in a transaction.
 */
export async function writeTeam(db: Db, team: TeamWrite): Promise<TeamRow | null> {
  const [row] = await preparedFor(teamWrites, db, prepareTeamWrite).execute({
    userId: team.userId,
    competitionId: team.competitionId,
    teamName: team.teamName,
    totalSpent: team.totalSpent,
    entryIds: toIntArray(team.picks.map((pick) => pick.competitionEntryId)),
    athleteIds: toIntArray(team.picks.map((pick) => pick.athleteId)),
    horseIds: toIntArray(team.picks.map((pick) => pick.horseId)),
    prices: `{${team.picks.map((pick) => pick.price).join(',')}}`,
  });
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    userId: Number(row.userId),
    competitionId: Number(row.competitionId),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

/**
 * Creates the player's (empty) team for a competition or takes the existing one, holding its row
 * lock until the transaction ends: a writeTeam after it in the same transaction cannot be
 * overtaken by a concurrent save.
 */
export async function lockTeam(db: Db, userId: number, competitionId: number) {
  await db
    .insert(fantasyTeams)
    .values({ userId, competitionId })
    .onConflictDoUpdate({
      target: [fantasyTeams.userId, fantasyTeams.competitionId],
      set: { updatedAt: sql`now()` },
    });
}

/** A Postgres int[] literal passed as one parameter. */
function toIntArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
