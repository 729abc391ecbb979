import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The scopes a competition's points count towards, from its UTC start date. */
const scopesOfCompetition = sql`(values
  ('overall'),
  ('season:' || to_char(c.start_date at time zone 'UTC', 'YYYY')),
  ('month:' || to_char(c.start_date at time zone 'UTC', 'YYYY-MM'))
) as scopes(scope)`;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** Serialises standings refreshes of one competition across transactions and processes. */
export async function lockCompetitionStandings(db: Db, competitionId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(7401, ${competitionId})`);
}

/**
 * In one statement (one snapshot): finds the entries of a competition whose points differ from
 * the points the standings include, records their new points, moves every team holding them by
 * the difference, and moves those players' overall, season and month standings by the same.
 */
export async function applyChangedEntryPoints(
  db: Db,
  competitionId: number,
  entryIds?: readonly number[],
): Promise<{ entries: number; teams: number }> {
  const only = entryIds ? sql`and ce.id = any(${toIntArray(entryIds)}::int[])` : sql``;
  const result = await db.execute(sql`
    with changed_entries as (
      select ce.id, ce.total_pts, ce.total_pts - coalesce(a.total_pts, 0) as delta
      from competition_entries ce
      left join fantasy_applied_entry_points a on a.competition_entry_id = ce.id
      where ce.competition_id = ${competitionId}
        and ce.total_pts is distinct from coalesce(a.total_pts, 0)
        ${only}
    ),
    marked as (
      insert into fantasy_applied_entry_points (competition_entry_id, competition_id, total_pts)
      select id, ${competitionId}, total_pts from changed_entries
      on conflict (competition_entry_id) do update set total_pts = excluded.total_pts
      returning 1
    ),
    team_deltas as (
      select s.fantasy_team_id as id, sum(ce.delta) as delta
      from changed_entries ce
      join fantasy_team_selections s on s.competition_entry_id = ce.id and s.is_active
      group by s.fantasy_team_id
    ),
    changed as (
      update fantasy_teams t
      set total_points = t.total_points + d.delta
      from team_deltas d
      where t.id = d.id and d.delta <> 0
      returning t.user_id, d.delta
    ),
    moved as (
      insert into fantasy_standings as fs (scope, user_id, total_points, team_count)
      select scopes.scope, changed.user_id, sum(changed.delta), 1
      from changed
      cross join (
        select unnest(array[
          'overall',
          'season:' || to_char(c.start_date at time zone 'UTC', 'YYYY'),
          'month:' || to_char(c.start_date at time zone 'UTC', 'YYYY-MM')
        ]) as scope
        from competitions c where c.id = ${competitionId}
      ) scopes
      group by scopes.scope, changed.user_id
      order by changed.user_id
      on conflict (scope, user_id) do update
        set total_points = fs.total_points + excluded.total_points, updated_at = now()
      returning 1
    )
    select (select count(*) from marked)::int as entries,
           (select count(*) from changed)::int as teams,
           (select count(*) from moved)::int as standings
  `);
  const row = rowsOf<{ entries: number; teams: number }>(result)[0];
  return { entries: row?.entries ?? 0, teams: row?.teams ?? 0 };
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

/**
 * Sets one team's total from the points the standings include for its picks (not the live
 * values): a later refresh then adds exactly the differences, never counting a score twice.
 */
export async function recomputeTeamPoints(db: Db, teamId: number) {
  await db.execute(sql`
    update fantasy_teams t
    set total_points = coalesce((
      select sum(a.total_pts)
      from fantasy_team_selections s
      join fantasy_applied_entry_points a on a.competition_entry_id = s.competition_entry_id
      where s.fantasy_team_id = t.id and s.is_active
    ), 0)
    where t.id = ${teamId}
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

/** A Postgres int[] literal passed as one parameter, however many ids there are. */
function toIntArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
