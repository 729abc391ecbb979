/**
 * Leaderboards at scale: 100,000 teams in one competition (500,000 picks), on PGlite and on
 * PostgreSQL. Measures the standings refresh after one score change (competition, overall,
 * season and month standings) and the median of rank and top-5 reads; writes the figures to
 * bench/README.md, section "Leaderboards".
 *
 *   npx tsx bench/leaderboards.ts                      # PGlite, and PostgreSQL when reachable
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/leaderboards.ts
 *   BENCH_TEAMS=20000 npx tsx bench/leaderboards.ts    # a quicker run
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client';
import {
  findTeamStanding,
  standingRankOf,
  teamRankOf,
  topStandings,
  topTeams,
  findStanding,
} from '../server/modules/leaderboards/leaderboards.repository';
import {
  rebuildAllStandings,
  refreshStandingsForCompetition,
  refreshStandingsForEntry,
} from '../server/modules/standings/standings.service';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 100_000);
const ENTRIES = 60;
const READS = 200;
const REFRESHES = 9;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const COUNTRIES = ['GBR', 'IRL', 'GER', 'FRA', 'NZL', 'AUS', 'USA', 'SWE', 'NED', 'ITA'];

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** 100,000 players, each with one team of 5 distinct entries (offsets 0, 7, 19, 31, 43 mod 60). */
async function seed(db: Db) {
  await db.execute(sql`insert into venues (name, country) values ('Bench Park', 'GBR')`);
  await db.execute(sql`
    insert into competitions (name, venue_id, start_date, end_date, deadline, status, level)
    select 'Bench Horse Trials', v.id, '2026-06-10T09:00:00Z', '2026-06-13T17:00:00Z',
           '2026-06-09T09:00:00Z', 'open', 'CCI5*-L'
    from venues v`);
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
    from generate_series(1, ${TEAMS}) i`);
  await db.execute(sql`
    insert into fantasy_teams (user_id, competition_id, total_spent)
    select u.id, c.id, 7.5 from users u, competitions c`);
  await db.execute(sql`
    insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
    select t.id, e.id, e.athlete_id, e.horse_id, e.price
    from fantasy_teams t
    cross join (values (0), (7), (19), (31), (43)) o(offset_)
    join competition_entries e on e.start_order = 1 + ((t.id * 7919 + o.offset_) % ${ENTRIES})`);
  await db.execute(sql`analyze`);
}

async function explain(db: Db, query: ReturnType<typeof sql>) {
  const plan = rowsOf(await db.execute(sql`explain ${query}`))
    .map((row) => String(Object.values(row)[0]))
    .join('\n');
  return plan;
}

async function run(kind: 'PGlite' | 'PostgreSQL', database: Database) {
  const db = database.db;
  console.log(`[${kind}] migrating and seeding ${TEAMS} teams…`);
  await database.migrate();
  const [seedMs] = await timed(() => seed(db));
  const [competition] = rowsOf(await db.execute(sql`select id from competitions limit 1`));
  const competitionId = Number(competition?.id);
  const entryIds = rowsOf(
    await db.execute(sql`select id from competition_entries order by start_order`),
  ).map((row) => Number(row.id));

  const [standingsMs] = await timed(() => rebuildAllStandings(db));
  await db.execute(
    sql`update competitions set status = 'live', is_live = true where id = ${competitionId}`,
  );
  // Dressage day: every entry scores, and the whole competition is applied at once.
  await db.execute(sql`
    update competition_entries set dr_pts = 10 + id % 11, total_pts = 10 + id % 11
    where competition_id = ${competitionId}`);
  const [firstApplyMs, firstApply] = await timed(() =>
    refreshStandingsForCompetition(db, competitionId),
  );
  await db.execute(sql`vacuum analyze`);

  // One score saved, then the refresh live scoring calls; alternately via the entry and the competition.
  const refreshTimes: number[] = [];
  const teamsMoved: number[] = [];
  for (let round = 0; round < REFRESHES; round += 1) {
    const entryId = entryIds[(round * 13) % entryIds.length] ?? 0;
    await db.execute(sql`
      update competition_entries set sj_pts = ${round + 1}, total_pts = dr_pts + ${round + 1}
      where id = ${entryId}`);
    const [elapsed, result] = await timed(() =>
      round % 2 === 0
        ? refreshStandingsForCompetition(db, competitionId)
        : refreshStandingsForEntry(db, entryId),
    );
    refreshTimes.push(elapsed);
    teamsMoved.push(result.teams);
  }
  const [noopMs] = await timed(() => refreshStandingsForCompetition(db, competitionId));

  const userIds = rowsOf(await db.execute(sql`select user_id from fantasy_teams order by id`)).map(
    (row) => Number(row.user_id),
  );
  const reads: Record<string, number[]> = {
    'competition top 5': [],
    'competition rank of a player': [],
    'overall top 5': [],
    'overall rank of a player': [],
    'country top 5 (GBR)': [],
    'country rank of a player (GBR)': [],
  };
  for (let i = 0; i < READS; i += 1) {
    const userId = userIds[(i * 4099) % userIds.length] ?? 1;
    const team = await findTeamStanding(db, competitionId, userId);
    const standing = await findStanding(db, 'overall', userId);
    const points = team?.totalPoints ?? '0';
    const overall = standing?.totalPoints ?? '0';
    reads['competition top 5']?.push((await timed(() => topTeams(db, competitionId, 5)))[0]);
    reads['competition rank of a player']?.push(
      (await timed(() => teamRankOf(db, competitionId, points)))[0],
    );
    reads['overall top 5']?.push((await timed(() => topStandings(db, 'overall', 5)))[0]);
    reads['overall rank of a player']?.push(
      (await timed(() => standingRankOf(db, 'overall', overall)))[0],
    );
    reads['country top 5 (GBR)']?.push(
      (await timed(() => topStandings(db, 'overall', 5, 'GBR')))[0],
    );
    reads['country rank of a player (GBR)']?.push(
      (await timed(() => standingRankOf(db, 'overall', overall, 'GBR')))[0],
    );
  }

  const plans = {
    top: await explain(
      db,
      sql`select id, total_points from fantasy_teams where competition_id = ${competitionId}
          order by total_points desc nulls last, id limit 5`,
    ),
    rank: await explain(
      db,
      sql`select count(*) from fantasy_teams where competition_id = ${competitionId}
          and total_points > 20`,
    ),
  };
  return {
    kind,
    seedMs,
    standingsMs,
    firstApplyMs,
    firstApplyTeams: firstApply.teams,
    refreshTimes,
    teamsMoved,
    noopMs,
    reads,
    plans,
  };
}

type Result = Awaited<ReturnType<typeof run>>;

async function withPostgres(): Promise<Result | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${POSTGRES_URL}; skipped (scripts/start-postgres.sh)`);
    return null;
  }
  const name = `em_bench_leaderboards_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres({ url: url.toString(), poolSize: 4 });
  try {
    const version = rowsOf(await database.db.execute(sql`show server_version`))[0];
    console.log(`[PostgreSQL] server ${String(Object.values(version ?? {})[0])}`);
    return await run('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function withPglite(): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-leaderboards-'));
  const database = await openPglite({ dataDir: dir });
  try {
    return await run('PGlite', database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report(results: Result[]) {
  const lines = [
    '## Leaderboards',
    '',
    `Run \`npx tsx bench/leaderboards.ts\` (${new Date().toISOString().slice(0, 10)}, ` +
      `${os.cpus().length} CPU cores shared with other work, Node ${process.version}). ` +
      `${TEAMS.toLocaleString('en-GB')} players with one team each in one competition ` +
      `(${(TEAMS * 5).toLocaleString('en-GB')} picks of ${ENTRIES} entries); every player is in ` +
      'the overall, season and month standings too. PGlite runs in this process on a data ' +
      'directory; PostgreSQL is the local server of `scripts/start-postgres.sh` (fsync off).',
    '',
    '**Standings refresh after one score change** (the call live scoring makes after a save: ' +
      'the teams holding that entry get their new total, and their players\u2019 overall, season ' +
      'and month standings move by the difference):',
    '',
    '| database | median | max | teams moved per change | nothing changed | first full apply (every entry scored) |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.kind} | ${ms(median(r.refreshTimes))} ms | ${ms(Math.max(...r.refreshTimes))} ms | ` +
        `${Math.min(...r.teamsMoved).toLocaleString('en-GB')}–${Math.max(...r.teamsMoved).toLocaleString('en-GB')} | ` +
        `${ms(r.noopMs)} ms | ${ms(r.firstApplyMs)} ms (${r.firstApplyTeams.toLocaleString('en-GB')} teams) |`,
    ),
    '',
    `**Reads** (median and 95th percentile of ${READS} calls, ms):`,
    '',
    `| read | ${results.map((r) => `${r.kind} median | ${r.kind} p95`).join(' | ')} |`,
    `|---|${results.map(() => '---|---').join('|')}|`,
    ...Object.keys(results[0]?.reads ?? {}).map(
      (name) =>
        `| ${name} | ${results
          .map((r) => `${ms(median(r.reads[name] ?? []))} | ${ms(p95(r.reads[name] ?? []))}`)
          .join(' | ')} |`,
    ),
    '',
    `Seeding took ${results.map((r) => `${(r.seedMs / 1000).toFixed(1)} s (${r.kind})`).join(', ')}; ` +
      `building every player's standings from scratch ${results
        .map((r) => `${ms(r.standingsMs)} ms (${r.kind})`)
        .join(', ')}.`,
    '',
    'Query plans (PostgreSQL when measured, else PGlite): the top 5 and the rank count both read ' +
      'the index `fantasy_teams_competition_points_idx (competition_id, total_points desc, id)`.',
    '',
    '```',
    (results.at(-1)?.plans.top ?? '').trim(),
    '',
    (results.at(-1)?.plans.rank ?? '').trim(),
    '```',
    '',
  ];
  return lines.join('\n');
}

function writeSection(section: string) {
  const file = path.resolve(import.meta.dirname, 'README.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf('## Leaderboards');
  let next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  if (next !== -1) next += 1;
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${next === -1 ? '' : `\n${current.slice(next)}`}`;
  fs.writeFileSync(file, `${updated.trimEnd()}\n`);
}

const results: Result[] = [await withPglite()];
const postgres = await withPostgres();
if (postgres) results.push(postgres);
const section = report(results);
console.log(section);
writeSection(section);
