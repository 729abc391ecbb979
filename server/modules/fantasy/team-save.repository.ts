import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  fantasyTeams,
  horses,
} from '../../db/schema/index';
import { rebuildStandingsOfTeamOwner } from '../standings/standings.repository';
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
  const rows = await db
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
        sql`${competitionEntries.id} = any(${toIntArray(entryIds)}::int[])`,
      ),
    )
    .leftJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .leftJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitions.id, competitionId));
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

/**
 * Saves a team in one statement: creates or updates the team with its spend and the points the
 * standings include for its picks, replaces its picks (kept picks are renumbered so the stored
 * order is the order of this save), and rebuilds its player's standings. The statement sees
 * the database as it was when it started, so it only writes when the team row it locks is the
 * version it read; otherwise (a concurrent save of the same team came first) nothing is written
 * and it answers null: call it again after lockTeam in a transaction.
 */
export async function writeTeam(db: Db, team: TeamWrite): Promise<TeamRow | null> {
  const entryIds = toIntArray(team.picks.map((pick) => pick.competitionEntryId));
  const athleteIds = toIntArray(team.picks.map((pick) => pick.athleteId));
  const horseIds = toIntArray(team.picks.map((pick) => pick.horseId));
  const prices = `{${team.picks.map((pick) => pick.price).join(',')}}`;
  const result: unknown = await db.execute(sql`
    with picks as (
      select * from unnest(${entryIds}::int[], ${athleteIds}::int[], ${horseIds}::int[], ${prices}::numeric[])
        with ordinality as p(entry_id, athlete_id, horse_id, price, n)
    ),
    read_version as (
      select xmin from fantasy_teams where user_id = ${team.userId} and competition_id = ${team.competitionId}
    ),
    saved as (
      insert into fantasy_teams as t (user_id, competition_id, team_name, total_spent, total_points)
      values (
        ${team.userId},
        ${team.competitionId},
        coalesce(${team.teamName}::text, (select team_name from users where id = ${team.userId}), 'My Team'),
        ${team.totalSpent}::numeric,
        (select coalesce(sum(a.total_pts), 0) from fantasy_applied_entry_points a
         where a.competition_entry_id = any(${entryIds}::int[]))
      )
      on conflict (user_id, competition_id) do update
        set team_name = excluded.team_name, total_spent = excluded.total_spent,
            total_points = excluded.total_points, updated_at = now()
        where t.xmin = (select xmin from read_version)
      returning t.*
    ),
    dropped as (
      delete from fantasy_team_selections s using saved
      where s.fantasy_team_id = saved.id and s.competition_entry_id <> all(${entryIds}::int[])
      returning 1
    ),
    picked as (
      insert into fantasy_team_selections as s
        (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
      select saved.id, p.entry_id, p.athlete_id, p.horse_id, p.price
      from saved cross join picks p
      order by p.n
      on conflict (fantasy_team_id, competition_entry_id) do update
        set id = default, athlete_id = excluded.athlete_id, horse_id = excluded.horse_id,
            price = excluded.price, is_active = true, selected_at = now()
      returning 1
    ),
    ${rebuildStandingsOfTeamOwner(team.userId)}
    select id, user_id, competition_id, team_name, total_budget::text, total_spent::text,
           total_points::text, created_at, updated_at
    from saved
  `);
  const [row] = (result as { rows: SavedTeamRow[] }).rows;
  if (!row) return null;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    competitionId: Number(row.competition_id),
    teamName: row.team_name,
    totalBudget: row.total_budget,
    totalSpent: row.total_spent,
    totalPoints: row.total_points,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

type SavedTeamRow = {
  id: number;
  user_id: number;
  competition_id: number;
  team_name: string;
  total_budget: string;
  total_spent: string;
  total_points: string;
  created_at: Date | string;
  updated_at: Date | string;
};

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
