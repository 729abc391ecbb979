import { sql } from 'drizzle-orm';
import type { RankPhase } from '../../../contract/rank-phases';
import { toTenths, type EntryScores } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import { entryScores } from '../competitions/competitions.presenter';
import type { CompetitionMeta, Snapshot } from './standings-state';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** A Postgres int[] literal passed as one parameter, however many ids there are. */
export const toIntArray = (values: ArrayLike<number>): string =>
  `{${Array.from(values, (value) => Math.trunc(value)).join(',')}}`;

type MetaRow = {
  id: number;
  name: string;
  start_date: Date | string;
  deadline: Date | string;
  status: string;
  is_live: boolean;
  level: string;
};

const metaOf = (row: MetaRow): CompetitionMeta => ({
  id: Number(row.id),
  name: row.name,
  startDate: new Date(row.start_date),
  deadline: new Date(row.deadline),
  status: row.status as CompetitionMeta['status'],
  isLive: row.is_live,
  level: row.level,
});

const metaColumns = sql`c.id, c.name, c.start_date, c.deadline, c.status, c.is_live, c.level`;

/** Every competition that has teams: what the engine holds. */
export async function listCompetitionsWithTeams(db: Db): Promise<CompetitionMeta[]> {
  const result = await db.execute(sql`
    select ${metaColumns} from competitions c
    where exists (select 1 from fantasy_teams t where t.competition_id = c.id)
    order by c.id`);
  return rowsOf<MetaRow>(result).map(metaOf);
}

/** One competition, whether it has teams, or null when it does not exist. */
export async function findCompetitionMeta(db: Db, competitionId: number) {
  const [row] = rowsOf<MetaRow & { has_teams: boolean }>(
    await db.execute(sql`
      select ${metaColumns},
             exists (select 1 from fantasy_teams t where t.competition_id = c.id) as has_teams
      from competitions c where c.id = ${competitionId}`),
  );
  return row ? { meta: metaOf(row), hasTeams: row.has_teams } : null;
}

/** An entry's points (tenths) and what its phases say, for ranks and phase ends. */
export type EntryState = EntryScores & { id: number; competitionId: number; points: number };

type EntryRow = Parameters<typeof entryScores>[0] & {
  id: number;
  competitionId: number;
  totalPts: string | null;
};

/** The entries of some competitions with their points and phase results. */
export async function readEntries(
  db: Db,
  competitionIds: readonly number[],
): Promise<EntryState[]> {
  if (competitionIds.length === 0) return [];
  // Named as the table's columns, so the one mapping of scores (`entryScores`) reads them.
  const result = await db.execute(sql`
    select id, competition_id as "competitionId", total_pts::text as "totalPts",
           dr_status as "drStatus", dr_score::text as "drScore",
           sj_status as "sjStatus", sj_score::text as "sjScore",
           xc_status as "xcStatus", xcj_score::text as "xcjScore", xct_score::text as "xctScore"
    from competition_entries
    where competition_id = any(${toIntArray(competitionIds)}::int[])
    order by id`);
  return rowsOf<EntryRow>(result).map((row) => ({
    ...entryScores(row),
    id: Number(row.id),
    competitionId: Number(row.competitionId),
    points: toTenths(row.totalPts) ?? 0,
  }));
}

/**
 * Every player's nation (or only these players'), packed per nation by the database (user ids as
 * 4-byte integers). Players without a nationality are left out.
 */
export async function readNations(db: Db, userIds?: readonly number[]) {
  const only = userIds === undefined ? sql`` : sql`and id = any(${toIntArray(userIds)}::int[])`;
  const result = await db.execute(sql`
    select nationality, string_agg(int4send(id), ''::bytea order by id) as ids
    from users where nationality is not null ${only}
    group by nationality`);
  return rowsOf<{ nationality: string; ids: unknown }>(result).map((row) => ({
    nation: row.nationality,
    ids: row.ids instanceof Uint8Array ? row.ids : new Uint8Array(0),
  }));
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from users where id = ${userId}`);
  return rowsOf(result).length > 0;
}

type SnapshotRow = {
  id: number;
  competition_id: number;
  phase: RankPhase;
  taken_at: Date | string;
  competition_start: Date | string;
  entry_ids: number[];
  entry_points: number[];
  history_written_at: Date | string | null;
};

const snapshotOf = (row: SnapshotRow): Snapshot & { historyWritten: boolean } => ({
  id: Number(row.id),
  competitionId: Number(row.competition_id),
  phase: row.phase,
  takenAt: new Date(row.taken_at),
  competitionStart: new Date(row.competition_start),
  entryIds: row.entry_ids.map(Number),
  entryPoints: row.entry_points.map(Number),
  historyWritten: row.history_written_at !== null,
});

/** The kept phase ends of some competitions. */
export async function listSnapshots(db: Db, competitionIds: readonly number[]) {
  if (competitionIds.length === 0) return [];
  const result = await db.execute(sql`
    select s.id, s.competition_id, s.phase, s.taken_at, c.start_date as competition_start,
           s.entry_ids, s.entry_points, s.history_written_at
    from fantasy_rank_snapshots s
    join competitions c on c.id = s.competition_id
    where s.competition_id = any(${toIntArray(competitionIds)}::int[])
    order by s.taken_at, c.start_date, s.id`);
  return rowsOf<SnapshotRow>(result).map(snapshotOf);
}

/** Keeps a completed competition's entries' points as its final results, once. */
export async function insertFinalSnapshot(
  db: Db,
  competitionId: number,
  entries: readonly { id: number; points: number }[],
  takenAt: Date,
) {
  await db.execute(sql`
    insert into fantasy_rank_snapshots (competition_id, phase, taken_at, entry_ids, entry_points)
    values (${competitionId}, 'final', ${takenAt.toISOString()}::timestamptz,
            ${toIntArray(entries.map((entry) => entry.id))}::int[],
            ${toIntArray(entries.map((entry) => entry.points))}::int[])
    on conflict (competition_id, phase) do nothing`);
}

/** Claims a snapshot's history for this process; false when written or claimed in the last ten minutes. */
export async function claimHistory(db: Db, snapshotId: number): Promise<boolean> {
  const result = await db.execute(sql`
    update fantasy_rank_snapshots set history_claimed_at = now()
    where id = ${snapshotId} and history_written_at is null
      and (history_claimed_at is null or history_claimed_at < now() - interval '10 minutes')
    returning id`);
  return rowsOf(result).length > 0;
}

export type HistoryRows = {
  userIds: Int32Array;
  competitionRanks: Int32Array;
  competitionPoints: Int32Array;
  overallRanks: Int32Array;
  overallPoints: Int32Array;
};

/** Rows per statement when keeping a snapshot's history. */
const HISTORY_BATCH = 20_000;

/** Keeps every team's ranks at a snapshot, in batches, then marks the history written. */
export async function writeHistory(
  db: Db,
  snapshotId: number,
  rows: HistoryRows,
  size: { players: number; teams: number },
) {
  await db.execute(sql`delete from fantasy_rank_history where snapshot_id = ${snapshotId}`);
  for (let from = 0; from < rows.userIds.length; from += HISTORY_BATCH) {
    const slice = (values: Int32Array) => toIntArray(values.subarray(from, from + HISTORY_BATCH));
    await db.execute(sql`
      insert into fantasy_rank_history
        (user_id, snapshot_id, competition_rank, competition_points, overall_rank, overall_points)
      select u, ${snapshotId}, cr, cp, o, op
      from unnest(${slice(rows.userIds)}::int[], ${slice(rows.competitionRanks)}::int[],
                  ${slice(rows.competitionPoints)}::int[], ${slice(rows.overallRanks)}::int[],
                  ${slice(rows.overallPoints)}::int[]) as r(u, cr, cp, o, op)
      where exists (select 1 from users where users.id = r.u)
      on conflict do nothing`);
  }
  await db.execute(sql`
    update fantasy_rank_snapshots
    set history_written_at = now(), players = ${size.players}, teams = ${size.teams}
    where id = ${snapshotId}`);
}
