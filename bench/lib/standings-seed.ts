import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** Entries in the big competition; the favourite starts first. */
export const ENTRIES = 60;
const COUNTRIES = ['GBR', 'IRL', 'GER', 'FRA', 'NZL', 'AUS', 'USA', 'SWE', 'NED', 'ITA'];
type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** A hash of a team id in SQL, in bigint so nothing overflows at any size. */
const h = (salt: number) => sql.raw(`(((t.id::bigint + ${salt}) * 2654435761) % 4294967291)`);

/**
 * The audience's real shape, built by the database at any size (both designs' schemas hold
 * these tables): `teams` players with one team each in one live competition of 60 entries; the
 * favourite in 50% of the teams, the other picks drawn from a ranking skewed towards its head
 * (a long tail); a second competition of 100 teams; a league of 10,000
 * players (fewer when there are fewer) and one of 50.
 */
export async function seedStandings(db: Db, teams: number) {
  await db.execute(sql`insert into venues (name, country) values ('Bench Park', 'GBR')`);
  await db.execute(sql`
    insert into competitions (name, venue_id, start_date, end_date, deadline, status, level)
    select c.name, v.id, '2026-06-10T09:00:00Z', '2026-06-13T17:00:00Z', '2026-06-09T09:00:00Z',
           'open', 'CCI5*-L'
    from venues v, (values ('Bench Horse Trials'), ('Bench Small Trials')) c(name)
    order by c.name`);
  const [big, small] = rowsOf(await db.execute(sql`select id from competitions order by id`)).map(
    (row) => Number(row.id),
  );
  if (!big || !small) throw new Error('competitions not created');
  await db.execute(sql`
    insert into athletes (name, nationality)
    select 'Rider ' || i, (array['GBR','IRL','GER','FRA','NZL'])[1 + i % 5]
    from generate_series(1, ${ENTRIES}) i`);
  await db.execute(sql`
    insert into horses (name, yob) select 'Horse ' || i, 2012 + i % 6 from generate_series(1, ${ENTRIES}) i`);
  await db.execute(sql`
    insert into competition_entries (competition_id, athlete_id, horse_id, price, start_order)
    select c.id, a.id, h.id, 1.0 + (a.id % 4) * 0.5, a.id
    from competitions c, athletes a join horses h on h.id = a.id`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, nationality, email_verified)
    select 'bench' || i || '@example.test', 'Player', 'No ' || i,
           (${`{${COUNTRIES.join(',')}}`}::text[])[1 + i % ${COUNTRIES.length}], true
    from generate_series(1, ${teams}) i`);
  await db.execute(sql`
    insert into fantasy_teams (user_id, competition_id, total_spent)
    select u.id, ${big}, 7.5 from users u`);
  await db.execute(sql`
    insert into fantasy_teams (user_id, competition_id, total_spent)
    select u.id, ${small}, 7.5 from users u order by u.id limit 100`);
  // Place 1 is the favourite, in half the teams. The other picks are drawn from places
  // 2..60 as 2 + 59·u^1.5 (u uniform), so the head is popular and the tail long; the first five
  // distinct draws of twelve are kept.
  await db.execute(sql`
    insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
    select t.id, e.id, e.athlete_id, e.horse_id, e.price
    from fantasy_teams t
    cross join lateral (
      select place from (
        select distinct on (place) place, k from (
          select k, case when k = 0 and ${h(1)} % 2 = 0 then 1
                         else 2 + floor(59 * power(
                           (((t.id::bigint * 31 + k + 7) * 2654435761) % 4294967291) / 4294967291.0::float8,
                           1.5))::int
                    end as place
          from generate_series(0, 11) k
        ) draws
        order by place, k
      ) distinct_draws
      order by k limit 5
    ) p
    join competition_entries e on e.competition_id = t.competition_id and e.start_order = p.place`);
  await db.execute(sql`
    insert into leagues (name, creator_id, join_code)
    values ('Bench Friends', 1, 'BENCH050'), ('Bench Club', 1, 'BENCH10K')`);
  const step = Math.max(1, Math.floor(teams / 10_000));
  await db.execute(sql`
    insert into league_memberships (league_id, user_id)
    select l.id, u.id from leagues l join users u
      on (l.join_code = 'BENCH050' and u.id % ${Math.max(1, Math.floor(teams / 50))} = 1)
      or (l.join_code = 'BENCH10K' and u.id % ${step} = 0)`);
  await db.execute(sql`analyze`);
  const entryIds = rowsOf(
    await db.execute(
      sql`select id from competition_entries where competition_id = ${big} order by start_order`,
    ),
  ).map((row) => Number(row.id));
  const smallEntryIds = rowsOf(
    await db.execute(
      sql`select id from competition_entries where competition_id = ${small} order by start_order`,
    ),
  ).map((row) => Number(row.id));
  const leagues = rowsOf(
    await db.execute(sql`select id, join_code from leagues order by join_code`),
  ).map((row) => Number(row.id));
  const [favouriteShare] = rowsOf(
    await db.execute(sql`
      select round(100.0 * count(*) / ${teams}, 1)::text as share
      from fantasy_team_selections where competition_entry_id = ${entryIds[0] ?? 0}`),
  );
  return {
    competitionId: big,
    smallCompetitionId: small,
    entryIds,
    smallEntryIds,
    smallLeagueId: leagues[0] ?? 0,
    largeLeagueId: leagues[1] ?? 0,
    favouriteShare: typeof favouriteShare?.share === 'string' ? favouriteShare.share : '?',
  };
}

/** The competitions go live: selections close, scores come. */
export async function goLive(db: Db) {
  await db.execute(sql`update competitions set status = 'live', is_live = true`);
}
