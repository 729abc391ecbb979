/**
 * The hot reads' query plans on PostgreSQL (EXPLAIN, after ANALYZE) at deadline-rush size:
 * 5,000 players with a team in each of 31 competitions of 80 entries. Checks that each read uses an index.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../server/db/client';
import { freshDatabase } from './lib/postgres';
import type { ScenarioOptions } from './lib/scenario';
import { pick } from './lib/scenario';
import { seedCompetition, seedPlayers } from './lib/seed';

export type Plan = { read: string; plan: string; indexed: boolean };

export async function queryPlans(options: ScenarioOptions): Promise<Plan[]> {
  if (!options.postgresUrl) return [];
  const fresh = await freshDatabase(options.postgresUrl, 'plans');
  const database = await openPostgres({ url: fresh.url, poolSize: 2 });
  try {
    await database.migrate();
    const db = database.db;
    const { competitionId, entryIds } = await seedCompetition(db, 80);
    const players = await seedPlayers(db, pick(options, 5000, 50));
    await db.execute(sql`
      insert into fantasy_teams (user_id, competition_id, total_spent)
      select u.id, ${competitionId}, 7.5 from users u`);
    await db.execute(sql`
      insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
      select t.id, e.id, e.athlete_id, e.horse_id, e.price
      from fantasy_teams t
      cross join (values (0), (7), (19), (31), (43)) o(k)
      join competition_entries e on e.competition_id = t.competition_id
        and e.start_order = 1 + ((t.id * 7 + o.k) % 80)`);
    // Other competitions around it, as a season has: 30 more with 80 entries and every player's team.
    await db.execute(sql`
      insert into competitions (name, venue_id, start_date, end_date, deadline, status, level)
      select 'Other ' || i, c.venue_id, c.start_date - i * interval '7 days',
             c.end_date - i * interval '7 days', c.deadline - i * interval '7 days', 'completed', c.level
      from competitions c, generate_series(1, 30) i where c.id = ${competitionId}`);
    await db.execute(sql`
      insert into competition_entries (competition_id, athlete_id, horse_id, price, start_order)
      select c.id, e.athlete_id, e.horse_id, e.price, e.start_order
      from competitions c, competition_entries e
      where c.id <> ${competitionId} and e.competition_id = ${competitionId}`);
    await db.execute(sql`
      insert into fantasy_teams (user_id, competition_id, total_spent)
      select u.id, c.id, 7.5
      from users u, competitions c where c.id <> ${competitionId}`);
    await db.execute(sql`analyze`);
    const userId = players[0]?.userId ?? 0;
    const entryId = entryIds[0] ?? 0;
    const reads: [string, ReturnType<typeof sql>][] = [
      [
        'entries of a competition (results, cached)',
        sql`select e.*, a.name, h.name from competition_entries e
            join athletes a on a.id = e.athlete_id join horses h on h.id = e.horse_id
            where e.competition_id = ${competitionId} order by e.start_order, e.id`,
      ],
      [
        'session of a request',
        sql`select u.* from sessions s join users u on u.id = s.user_id
            where s.id = 'x' and s.expires_at > now()`,
      ],
      [
        "a player's team in a competition (save)",
        sql`select * from fantasy_teams where user_id = ${userId} and competition_id = ${competitionId} for update`,
      ],
      ["a team's picks", sql`select * from fantasy_team_selections where fantasy_team_id = 1`],
      [
        'teams holding an entry (an entry deleted, selection shares)',
        sql`select distinct fantasy_team_id from fantasy_team_selections where competition_entry_id = ${entryId}`,
      ],
      [
        "a competition's teams and latest save (its frozen picks checked)",
        sql`select count(*), max(updated_at) from fantasy_teams where competition_id = ${competitionId}`,
      ],
      [
        "a player's ranks at each phase end of a season (the rank chart)",
        sql`select h.* from fantasy_rank_history h
            join fantasy_rank_snapshots s on s.id = h.snapshot_id
            where h.user_id = ${userId} order by s.taken_at`,
      ],
    ];
    const plans: Plan[] = [];
    for (const [read, query] of reads) {
      const result: unknown = await db.execute(sql`explain (costs off) ${query}`);
      const plan = (result as { rows: Record<string, unknown>[] }).rows
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
      plans.push({ read, plan, indexed: /Index|Bitmap/.test(plan) });
      options.log(`[query-plans] ${read}: ${plan.split('\n')[0] ?? ''}`);
    }
    return plans;
  } finally {
    await database.close();
    await fresh.drop();
  }
}

export function queryPlansSection(plans: Plan[]): string {
  return [
    '`npm run bench -- query-plans`: `EXPLAIN (costs off)` of the hot reads on PostgreSQL after ' +
      '`ANALYZE`, with 5,000 players holding a team each in 31 competitions of 80 entries (155,000 teams).',
    '',
    ...plans.flatMap((plan) => [
      `**${plan.read}**: ${plan.indexed ? 'uses an index' : '**no index**'}`,
      '',
      '```',
      plan.plan,
      '```',
      '',
    ]),
  ].join('\n');
}
