import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  checkFrozenPicks,
  int32sFromBytes,
  uint16sFromBytes,
  type FrozenPicks,
} from './frozen-picks';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** Bytes as either driver gives them (a Buffer from pg, a Uint8Array from PGlite). */
const bytesOf = (value: unknown): Uint8Array =>
  value instanceof Uint8Array ? value : new Uint8Array(0);

/**
 * A competition's teams and picks packed by the database itself, one statement: teams in id
 * order as 4-byte ids and players, five 2-byte entry slots each (0xffff for none), the entry ids
 * the slots index. Nothing row by row crosses the wire.
 */
const packedPicks = (competitionId: number) => sql`
  with slots as (
    select e.id, (row_number() over (order by e.id) - 1)::int as slot
    from competition_entries e where e.competition_id = ${competitionId}
  ),
  teams as (
    select t.id, t.user_id from fantasy_teams t where t.competition_id = ${competitionId}
  ),
  picks as (
    select s.fantasy_team_id as team_id,
           string_agg(int2send(slots.slot::int2), ''::bytea order by s.id) as slots,
           count(*)::int as n
    from fantasy_team_selections s
    join slots on slots.id = s.competition_entry_id
    where s.is_active and s.fantasy_team_id in (select id from teams)
    group by s.fantasy_team_id
  )
  select
    ${competitionId}::int as competition_id,
    count(t.id)::int as teams,
    (select max(updated_at) from fantasy_teams where competition_id = ${competitionId}) as teams_changed_at,
    coalesce((select array_agg(id order by id) from slots), '{}') as entry_ids,
    coalesce(string_agg(int4send(t.id), ''::bytea order by t.id), ''::bytea) as team_ids,
    coalesce(string_agg(int4send(t.user_id), ''::bytea order by t.id), ''::bytea) as user_ids,
    coalesce(string_agg(
      substring(coalesce(p.slots, ''::bytea) || '\\xffffffffffffffffffff'::bytea from 1 for 10),
      ''::bytea order by t.id), ''::bytea) as picks
  from teams t left join picks p on p.team_id = t.id`;

type PackedRow = {
  teams: number;
  entry_ids: number[];
  team_ids: unknown;
  user_ids: unknown;
  picks: unknown;
};

const frozenOf = (row: PackedRow, bytes: (column: keyof PackedRow) => Uint8Array) =>
  checkFrozenPicks({
    entryIds: Int32Array.from(row.entry_ids.map(Number)),
    teamIds: int32sFromBytes(bytes('team_ids')),
    userIds: int32sFromBytes(bytes('user_ids')),
    picks: uint16sFromBytes(bytes('picks')),
  });

/** The picks of a competition as they stand now (a competition whose selection is open). */
export async function readCurrentPicks(db: Db, competitionId: number): Promise<FrozenPicks> {
  const [row] = rowsOf<PackedRow>(await db.execute(packedPicks(competitionId)));
  if (!row) throw new Error(`no picks row for competition ${competitionId}`);
  return frozenOf(row, (column) => bytesOf(row[column]));
}

/**
 * Packs a closed competition's picks into fantasy_frozen_picks, replacing a copy that no longer
 * matches (taken before a reopened selection). Idempotent; the database does the packing.
 */
export async function freezePicks(db: Db, competitionId: number): Promise<void> {
  await db.execute(sql`
    insert into fantasy_frozen_picks
      (competition_id, teams, teams_changed_at, entry_ids, team_ids, user_ids, picks)
    select competition_id, teams, teams_changed_at, entry_ids, team_ids, user_ids, picks
    from (${packedPicks(competitionId)}) packed
    on conflict (competition_id) do update set
      teams = excluded.teams, teams_changed_at = excluded.teams_changed_at,
      entry_ids = excluded.entry_ids, team_ids = excluded.team_ids,
      user_ids = excluded.user_ids, picks = excluded.picks, frozen_at = now()
    where fantasy_frozen_picks.teams_changed_at is distinct from excluded.teams_changed_at
       or fantasy_frozen_picks.teams <> excluded.teams
  `);
}

/** How many teams a competition has and its latest save: what a frozen copy must match. */
export async function teamsSignature(db: Db, competitionId: number) {
  const [row] = rowsOf<{ teams: number; changed: Date | string | null }>(
    await db.execute(sql`
      select count(*)::int as teams, max(updated_at) as changed
      from fantasy_teams where competition_id = ${competitionId}`),
  );
  return { teams: Number(row?.teams ?? 0), changedAt: row?.changed ? new Date(row.changed) : null };
}

/** Bytes read per statement: a slice of a packed column. */
const SLICE_BYTES = 8 * 1024 * 1024;

async function readColumn(db: Db, competitionId: number, column: SQL, length: number) {
  const out = new Uint8Array(length);
  for (let from = 0; from < length; from += SLICE_BYTES) {
    const [row] = rowsOf<{ part: unknown }>(
      await db.execute(sql`
        select substring(${column} from ${from + 1} for ${SLICE_BYTES}) as part
        from fantasy_frozen_picks where competition_id = ${competitionId}`),
    );
    out.set(bytesOf(row?.part), from);
  }
  return out;
}

/** A competition's frozen picks, read in slices, if a copy matching `signature` is kept. */
export async function readFrozenPicks(
  db: Db,
  competitionId: number,
  signature: { teams: number; changedAt: Date | null },
): Promise<FrozenPicks | null> {
  const [head] = rowsOf<{
    teams: number;
    teams_changed_at: Date | string | null;
    entry_ids: number[];
    team_bytes: number;
    pick_bytes: number;
  }>(
    await db.execute(sql`
      select teams, teams_changed_at, entry_ids, octet_length(team_ids) as team_bytes,
             octet_length(picks) as pick_bytes
      from fantasy_frozen_picks where competition_id = ${competitionId}`),
  );
  if (!head) return null;
  const changedAt = head.teams_changed_at ? new Date(head.teams_changed_at).getTime() : null;
  if (
    Number(head.teams) !== signature.teams ||
    changedAt !== (signature.changedAt?.getTime() ?? null)
  ) {
    return null;
  }
  const teamBytes = Number(head.team_bytes);
  const row: PackedRow = {
    teams: Number(head.teams),
    entry_ids: head.entry_ids,
    team_ids: await readColumn(db, competitionId, sql.raw('team_ids'), teamBytes),
    user_ids: await readColumn(db, competitionId, sql.raw('user_ids'), teamBytes),
    picks: await readColumn(db, competitionId, sql.raw('picks'), Number(head.pick_bytes)),
  };
  return frozenOf(row, (column) => bytesOf(row[column]));
}
