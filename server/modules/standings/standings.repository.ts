import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The scopes a competition's points count towards, from its UTC start date. */
const scopesOfCompetition = sql`(values
  ('overall'),
  ('season:' || to_char(c.start_date at time zone 'UTC', 'YYYY')),
  ('month:' || to_char(c.start_date at time zone 'UTC', 'YYYY-MM'))
) as scopes(scope)`;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/**
 * Serialises standings refreshes across transactions and processes, whatever the competition:
 * two competitions' refreshes move the same players' overall and season rows and would
 * otherwise lock them in different orders (a deadlock). Held until the transaction ends.
 */
export async function lockStandings(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(7401, 0)`);
}

/** The entries of a competition whose points the standings do not include yet, and by how much. */
export type EntryDelta = { id: number; delta: string };

/**
 * Records the new points of the entries of a competition whose points differ from the points
 * the standings include, and returns each with its difference (one small statement).
 */
export async function takeChangedEntryPoints(db: Db, competitionId: number): Promise<EntryDelta[]> {
  const result = await db.execute(sql`
    with changed_entries as (
      select ce.id, ce.total_pts, ce.total_pts - coalesce(a.total_pts, 0) as delta
      from competition_entries ce
      left join fantasy_applied_entry_points a on a.competition_entry_id = ce.id
      where ce.competition_id = ${competitionId}
        and ce.total_pts is distinct from coalesce(a.total_pts, 0)
    ),
    marked as (
      insert into fantasy_applied_entry_points (competition_entry_id, competition_id, total_pts)
      select id, ${competitionId}, total_pts from changed_entries
      on conflict (competition_entry_id) do update set total_pts = excluded.total_pts
    )
    select id, coalesce(delta, 0)::text as delta from changed_entries order by id
  `);
  return rowsOf<{ id: number; delta: string }>(result).map((row) => ({
    id: Number(row.id),
    delta: row.delta,
  }));
}

/**
 * In one set-based statement: moves every team holding the changed entries by the sum of their
 * differences (teams whose sum is zero are not touched), then moves those players' overall,
 * season and month standings by the sum of their teams' moves. The entry ids are passed as an
 * array so the planner reads the teams holding them from the selections index alone.
 */
export async function moveTeamsAndStandings(
  db: Db,
  competitionId: number,
  changes: readonly EntryDelta[],
): Promise<{ teams: number; players: number; standings: number; scopes: number }> {
  const ids = toIntArray(changes.map((change) => change.id));
  const deltas = `{${changes.map((change) => change.delta).join(',')}}`;
  const result = await db.execute(sql`
    with entry_deltas as (
      select * from unnest(${ids}::int[], ${deltas}::numeric[]) as d(id, delta)
    ),
    team_deltas as (
      select s.fantasy_team_id as id, sum(d.delta) as delta
      from fantasy_team_selections s
      join entry_deltas d on d.id = s.competition_entry_id
      where s.competition_entry_id = any(${ids}::int[]) and s.is_active
      group by s.fantasy_team_id
      having sum(d.delta) <> 0
    ),
    changed as (
      update fantasy_teams t
      set total_points = t.total_points + d.delta
      from team_deltas d
      where t.id = d.id
      returning t.user_id, d.delta
    ),
    player_deltas as (
      select user_id, sum(delta) as delta from changed group by user_id having sum(delta) <> 0
    ),
    scopes as (
      select scopes.scope from competitions c cross join lateral ${scopesOfCompetition}
      where c.id = ${competitionId}
    ),
    moved as (
      update fantasy_standings fs
      set total_points = fs.total_points + d.delta, updated_at = now()
      from player_deltas d
      where fs.user_id = d.user_id and fs.scope in (select scope from scopes)
      returning 1
    )
    select (select count(*) from changed)::int as teams,
           (select count(*) from player_deltas)::int as players,
           (select count(*) from moved)::int as standings,
           (select count(*) from scopes)::int as scopes
  `);
  const row = rowsOf<{ teams: number; players: number; standings: number; scopes: number }>(
    result,
  )[0];
  return {
    teams: Number(row?.teams ?? 0),
    players: Number(row?.players ?? 0),
    standings: Number(row?.standings ?? 0),
    scopes: Number(row?.scopes ?? 0),
  };
}

/** The players with a team in a competition who lack one of its scopes' standings rows. */
export async function playersMissingStandings(db: Db, competitionId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct t.user_id
    from fantasy_teams t
    join competitions c on c.id = t.competition_id
    cross join lateral ${scopesOfCompetition}
    where t.competition_id = ${competitionId}
      and not exists (
        select 1 from fantasy_standings fs where fs.user_id = t.user_id and fs.scope = scopes.scope
      )
  `);
  return rowsOf<{ user_id: number }>(result).map((row) => Number(row.user_id));
}

/** The rank-count boards a competition's points count towards: its own, overall, season, month. */
export async function boardsOfCompetition(db: Db, competitionId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select 'competition:' || c.id as board from competitions c where c.id = ${competitionId}
    union all
    select scopes.scope from competitions c cross join lateral ${scopesOfCompetition}
    where c.id = ${competitionId}
  `);
  return rowsOf<{ board: string }>(result).map((row) => row.board);
}

/**
 * Folds the +n/-n rows the triggers appended to some boards (or all) into one row per total,
 * dropping totals nobody has. Skipped when another transaction is compacting (the rows it
 * leaves are still exact, only more numerous).
 */
export async function compactRankCounts(db: Db, boards?: readonly string[]) {
  const only = boards ? sql`where board = any(${toTextArray(boards)}::text[])` : sql``;
  await db.execute(sql`
    with locked as (select pg_try_advisory_xact_lock(7402) as ok),
    gone as (
      delete from fantasy_rank_counts
      ${only}
      ${boards ? sql`and` : sql`where`} (select ok from locked)
      returning board, points, players
    )
    insert into fantasy_rank_counts (board, points, players)
    select board, points, sum(players)::int from gone
    group by board, points having sum(players) <> 0
    order by board, points
  `);
}

/** Records that the standings already include these entries' current points (seeding, repair). */
export async function markEntryPointsApplied(db: Db, entryIds: readonly number[]) {
  if (entryIds.length === 0) return;
  await db.execute(sql`
    insert into fantasy_applied_entry_points (competition_entry_id, competition_id, total_pts)
    select ce.id, ce.competition_id, ce.total_pts
    from competition_entries ce
    where ce.id = any(${toIntArray(entryIds)}::int[])
    on conflict (competition_entry_id) do update set total_pts = excluded.total_pts
  `);
}

/** Rebuilds the standings of some players (or of everyone) from their teams' totals. */
export async function rebuildPlayerStandings(db: Db, userIds?: readonly number[]) {
  const teamsOf = userIds ? sql`where t.user_id = any(${toIntArray(userIds)}::int[])` : sql``;
  const standingsOf = userIds ? sql`fs.user_id = any(${toIntArray(userIds)}::int[]) and` : sql``;
  await db.execute(sql`
    with computed as (
      select scopes.scope, t.user_id, sum(t.total_points) as points, count(*)::int as teams
      from fantasy_teams t
      join competitions c on c.id = t.competition_id
      cross join lateral ${scopesOfCompetition}
      ${teamsOf}
      group by scopes.scope, t.user_id
    ),
    removed as (
      delete from fantasy_standings fs
      where ${standingsOf} not exists (
        select 1 from computed where computed.scope = fs.scope and computed.user_id = fs.user_id
      )
      returning 1
    )
    insert into fantasy_standings as fs (scope, user_id, total_points, team_count)
    select scope, user_id, points, teams from computed
    order by user_id
    on conflict (scope, user_id) do update
      set total_points = excluded.total_points, team_count = excluded.team_count, updated_at = now()
      where fs.total_points is distinct from excluded.total_points
         or fs.team_count is distinct from excluded.team_count
  `);
}

/**
 * Common-table expressions (alias and body, in order) that rebuild one player's standings from
 * their teams' totals, for a statement that writes one of that player's teams in an earlier CTE
 * named `saved` (returning its id, competition_id and total_points): the saved team counts with
 * its new total, the player's other teams with theirs. Nothing is written when `saved` is
 * empty. What rebuildPlayerStandings does for one player, without a statement of its own.
 */
export function standingsOfTeamOwnerRebuilt(userId: Placeholder | number) {
  return [
    {
      alias: 'owner_teams',
      body: sql`
        select t.competition_id, t.total_points
        from fantasy_teams t
        where t.user_id = ${userId}
          and exists (select 1 from saved)
          and t.id not in (select id from saved)
        union all
        select competition_id, total_points from saved`,
    },
    {
      alias: 'owner_computed',
      body: sql`
        select scopes.scope, sum(t.total_points) as points, count(*)::int as teams
        from owner_teams t
        join competitions c on c.id = t.competition_id
        cross join lateral ${scopesOfCompetition}
        group by scopes.scope`,
    },
    {
      alias: 'owner_removed',
      body: sql`
        delete from fantasy_standings fs
        where fs.user_id = ${userId}
          and exists (select 1 from saved)
          and not exists (select 1 from owner_computed oc where oc.scope = fs.scope)
        returning 1`,
    },
    {
      alias: 'owner_standings',
      body: sql`
        insert into fantasy_standings as fs (scope, user_id, total_points, team_count)
        select scope, ${userId}, points, teams from owner_computed
        order by scope
        on conflict (user_id, scope) do update
          set total_points = excluded.total_points, team_count = excluded.team_count,
              updated_at = now()
          where fs.total_points is distinct from excluded.total_points
             or fs.team_count is distinct from excluded.team_count
        returning 1`,
    },
  ];
}

/** A Postgres text[] literal passed as one parameter. */
function toTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** A Postgres int[] literal passed as one parameter, however many ids there are. */
function toIntArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
