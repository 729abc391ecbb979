/**
 * The scale-out test: two server processes (`node --import tsx server/main.ts`) on different
 * ports against one PostgreSQL database, started at the same moment on an empty database. It
 * proves that a session made on one is valid on the other, that rate limits are shared, that a
 * score saved through one reaches an event-stream client of the other (how fast is reported) and
 * drops the other's ETag cache, that a league's last place is taken once, that the scheduled
 * scraper runs once per round, that after a burst of scores through both processes they answer
 * the same rank for every player, that killing one process (SIGKILL) loses nothing acknowledged,
 * that SIGTERM stops a process gracefully, and that cluster mode (WORKERS=2) serves and stops.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npx tsx scripts/scale-out-test.ts
 *
 * Without TEST_DATABASE_URL it says so and exits 0 (PGlite serves one process). .ci/run runs it
 * after the PostgreSQL suite.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { LEAGUE_MESSAGES, LEAGUES_CREATED_MAX } from '../contract/leagues';
import { openPostgres, type Db } from '../server/db/client';
import {
  competitionEntries,
  competitions,
  fantasyTeams,
  leagueMemberships,
  leagues,
} from '../server/db/schema/index';
import { startScoreboardFixtureServer } from '../server/modules/scraping/scoreboard-fixture-server';
import { buildCompetition, buildEntry, buildUser, signedInUser } from '../server/test/factories';
import {
  freshDatabase,
  openEventStream,
  startProcesses,
  type ServerProcess,
} from '../server/test/scale-out/processes';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@scale-out.test', password: 'scale-out-admin-password' };
const SCRAPE_EVERY_MS = 2 * 60_000;

let failures = 0;
const check = (ok: boolean, what: string, detail = '') => {
  if (!ok) failures += 1;
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}\n`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .find((value) => value?.startsWith('em_session=')) ?? '';

async function sessions(a: ServerProcess, b: ServerProcess) {
  const login = await a.call('POST', '/api/auth/login', { body: ADMIN });
  const cookie = cookieFrom(login.headers);
  check(login.status === 200 && cookie !== '', 'signed in on A', `status ${login.status}`);
  const onB = await b.call('GET', '/api/auth/user', { cookie });
  check(
    onB.status === 200 && JSON.stringify(onB.body).includes(ADMIN.email),
    'the session made on A is valid on B',
    `status ${onB.status}`,
  );
  return cookie;
}

async function sharedRateLimit(a: ServerProcess, b: ServerProcess) {
  const send = (server: ServerProcess, n: number) =>
    server.call('POST', '/api/feedback', {
      body: {
        name: 'Ann Visitor',
        email: 'ann@example.test',
        subject: `Note ${n}`,
        message: 'Hi.',
      },
    });
  const answers = await Promise.all(
    Array.from({ length: 26 }, (_, n) => send(n % 2 === 0 ? a : b, n)),
  );
  const accepted = answers.filter((answer) => answer.status === 201).length;
  const limited = answers.filter((answer) => answer.status === 429).length;
  check(
    accepted === 20 && limited === 6,
    'the feedback limit (20 an hour per address) holds across both processes',
    `${accepted} accepted, ${limited} refused`,
  );
}

async function livePush(db: Db, a: ServerProcess, b: ServerProcess, admin: string) {
  const competition = await buildCompetition(db, new Date(), { status: 'live', isLive: true });
  const entry = await buildEntry(db, competition.id, { startOrder: 1 });
  const before = await b.call('GET', `/api/competitions/${competition.id}/entries`);
  const etag = before.headers.get('etag') ?? '';
  const stream = await openEventStream(b.url, competition.id);
  const sent = performance.now();
  const saved = await a.call('PATCH', `/api/competition-entries/${entry.id}/scoring`, {
    cookie: admin,
    body: { dr_score: 27.3 },
  });
  const savedAt = performance.now();
  // Whether the event arrives is checked; how fast is reported, not judged (a busy machine is
  // slow, not wrong): bench/push-latency-cluster.ts measures it
  // (docs/decisions/066-tests-without-the-clock-and-one-of-each.md).
  const arrived = await stream.waitFor('event: competition_changed').catch(() => Infinity);
  stream.close();
  check(saved.status === 200, 'score saved through A', `status ${saved.status}`);
  check(
    Number.isFinite(arrived),
    'the score reached an event-stream client of B',
    `${Math.round(arrived - sent)} ms after the request, ${Math.round(arrived - savedAt)} ms after the answer`,
  );
  const after = await b.call('GET', `/api/competitions/${competition.id}/entries`, {});
  const revalidated = await fetch(`${b.url}/api/competitions/${competition.id}/entries`, {
    headers: { 'if-none-match': etag },
  });
  check(
    revalidated.status === 200 && JSON.stringify(after.body).includes('27.3'),
    "B's ETag cache of the results was dropped by A's save",
    `If-None-Match answered ${revalidated.status}`,
  );
}

/** One competition's board as a process answers it: [user, rank, points] of every team. */
async function boardOf(server: ServerProcess, url: string) {
  const answer = await server.call('GET', url);
  const body = answer.body as { rows?: { userId: number; rank: number; totalPoints: number }[] };
  return JSON.stringify((body.rows ?? []).map((row) => [row.userId, row.rank, row.totalPoints]));
}

/**
 * A burst of scores saved through both processes at once: afterwards both answer the same rank
 * for every player, on the competition's board and the overall board, and it is the rank plain
 * SQL gives (decision 050: each process computes ranks in memory from the same rows).
 */
async function sameRanksAfterBurst(db: Db, a: ServerProcess, b: ServerProcess, admin: string) {
  const competition = await buildCompetition(db, new Date(), { status: 'live', isLive: true });
  const entries = [];
  for (let i = 0; i < 8; i += 1) {
    entries.push(await buildEntry(db, competition.id, { startOrder: i + 1 }));
  }
  for (let player = 0; player < 40; player += 1) {
    const user = await buildUser(db);
    const [team] = await db
      .insert(fantasyTeams)
      .values({ userId: user.id, competitionId: competition.id })
      .returning({ id: fantasyTeams.id });
    const teamId = team?.id ?? 0;
    for (let k = 0; k < 5; k += 1) {
      const entry = entries[(player * 3 + k * (1 + (player % 7))) % entries.length];
      if (!entry) continue;
      await db.execute(sql`
        insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
        values (${teamId}, ${entry.id}, ${entry.athleteId}, ${entry.horseId}, ${entry.price})
        on conflict do nothing`);
    }
  }
  const saves = entries.flatMap((entry, i) =>
    [a, b].map((server, s) =>
      server.call('PATCH', `/api/competition-entries/${entry.id}/scoring`, {
        cookie: admin,
        body: { dr_score: 20 + ((i * 7 + s * 3) % 25) },
      }),
    ),
  );
  const answered = await Promise.all(saves);
  check(
    answered.every((saved) => saved.status === 200),
    `a burst of ${saves.length} scores saved through A and B at once`,
  );
  const expected: unknown = await db.execute(sql`
    select t.user_id, rank() over (order by coalesce(sum(e.total_pts), 0) desc)::int as rank
    from fantasy_teams t
    left join fantasy_team_selections s on s.fantasy_team_id = t.id
    left join competition_entries e on e.id = s.competition_entry_id
    where t.competition_id = ${competition.id}
    group by t.id, t.user_id`);
  const expectedRows = (expected as { rows: { user_id: number; rank: number }[] }).rows;
  const ranks = new Map(expectedRows.map((row) => [Number(row.user_id), Number(row.rank)]));
  const url = `/api/competitions/${competition.id}/leaderboard?limit=100`;
  const deadline = Date.now() + 15_000;
  let boards = ['', ''];
  while (Date.now() < deadline) {
    boards = [await boardOf(a, url), await boardOf(b, url)];
    const rows = JSON.parse(boards[0] ?? '[]') as [number, number, number][];
    const right =
      rows.length === ranks.size && rows.every(([user, rank]) => ranks.get(user) === rank);
    if (boards[0] === boards[1] && right) break;
    await sleep(200);
  }
  const rows = JSON.parse(boards[0] ?? '[]') as [number, number, number][];
  check(
    boards[0] === boards[1] && rows.length === ranks.size,
    'after the burst, A and B answer the same rank for every player of the competition',
    `${rows.length} teams`,
  );
  check(
    rows.every(([user, rank]) => ranks.get(user) === rank),
    'and every rank is the one plain SQL gives (ties shared)',
  );
  const overall = '/api/leaderboards/overall?limit=100';
  check(
    (await boardOf(a, overall)) === (await boardOf(b, overall)),
    'A and B answer the same overall board',
  );
}

async function lastLeaguePlace(db: Db, servers: ServerProcess[]) {
  const owner = await signedInUser(db, new Date());
  const created = await servers[0]!.call('POST', '/api/leagues', {
    cookie: owner.cookie,
    body: { name: 'Last place' },
  });
  const league = created.body as { id: number; joinCode: string };
  const memberCount = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leagueMemberships)
        .where(eq(leagueMemberships.leagueId, league.id))
    )[0]?.n ?? 0;
  const max = (await memberCount()) + 1;
  await db.update(leagues).set({ maxMembers: max }).where(eq(leagues.id, league.id));
  // Twenty at once: every join comes from 127.0.0.1, and an address may have 20 join attempts in
  // flight before they are settled (decision 022), so more would meet the guessing limit first.
  const joiners = await Promise.all(Array.from({ length: 20 }, () => signedInUser(db, new Date())));
  const answers = await Promise.all(
    joiners.map((joiner, index) =>
      servers[index % 2]!.call('POST', '/api/leagues/join', {
        cookie: joiner.cookie,
        body: { joinCode: league.joinCode },
      }),
    ),
  );
  const joined = answers.filter((answer) => answer.status === 200).length;
  const full = answers.filter(
    (answer) => answer.status === 422 && JSON.stringify(answer.body).includes(LEAGUE_MESSAGES.full),
  ).length;
  const after = await memberCount();
  check(
    created.status === 200 && joined === 1 && full === 19 && after === max,
    "a league's last place is taken once across both processes",
    `20 joins at once: ${joined} joined, ${full} told "${LEAGUE_MESSAGES.full}", ${after}/${max} members`,
  );
}

async function scraperRunsOnce(
  db: Db,
  servers: ServerProcess[],
  fixtures: { url: (file: string) => string; requests: () => number },
) {
  const competition = await buildCompetition(db, new Date(), {
    scoringUrl: fixtures.url('mid-competition.html'),
    scrapingEnabled: true,
  });
  let round = Math.ceil(Date.now() / SCRAPE_EVERY_MS) * SCRAPE_EVERY_MS;
  if (round - Date.now() < 3_000) round += SCRAPE_EVERY_MS;
  process.stdout.write(
    `     waiting for the scraping round at ${new Date(round).toISOString()} (${Math.round((round - Date.now()) / 1000)} s)\n`,
  );
  await sleep(round - Date.now() - 2_000);
  const hitsBefore = fixtures.requests();
  const logsBefore = servers.map((server) => server.output().length);
  await sleep(round + 20_000 - Date.now());
  const hits = fixtures.requests() - hitsBefore;
  const scrapedBy = servers.filter((server, index) =>
    server.output().slice(logsBefore[index]).includes('competition scraped'),
  );
  const [row] = await db
    .select({ lastScrapedAt: competitions.lastScrapedAt })
    .from(competitions)
    .where(eq(competitions.id, competition.id));
  check(
    hits === 1 && scrapedBy.length === 1 && row?.lastScrapedAt !== null,
    'the scheduled scraper ran once across both processes',
    `scoreboard fetched ${hits} time(s); scraped by ${scrapedBy.map((server) => server.name).join(', ') || 'nobody'}`,
  );
  await db
    .update(competitions)
    .set({ scrapingEnabled: false })
    .where(eq(competitions.id, competition.id));
}

/** Fires league creations at both processes, kills A mid-stream, checks every 2xx is stored. */
async function killLosesNothing(db: Db, a: ServerProcess, b: ServerProcess) {
  // Each lane writes 40 leagues, more than one player may have created: a new writer every 20.
  const writersPerLane = Math.ceil(40 / LEAGUES_CREATED_MAX);
  const writers = await Promise.all(
    Array.from({ length: 8 * writersPerLane }, () => signedInUser(db, new Date())),
  );
  const acknowledged: Array<{ id: number; name: string; by: string }> = [];
  let failed = 0;
  let sent = 0;
  const fire = async (server: ServerProcess, lane: number) => {
    for (let n = 0; n < 40; n += 1) {
      const name = `${server.name}-${lane}-${n}`;
      sent += 1;
      try {
        const answer = await server.call('POST', '/api/leagues', {
          cookie: writers[lane * writersPerLane + Math.floor(n / LEAGUES_CREATED_MAX)]!.cookie,
          body: { name },
        });
        if (answer.status === 200) {
          acknowledged.push({ id: (answer.body as { id: number }).id, name, by: server.name });
        } else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const lanes = [0, 1, 2, 3].map((lane) => fire(a, lane));
  lanes.push(...[4, 5, 6, 7].map((lane) => fire(b, lane)));
  const waitUntil = Date.now() + 20_000;
  while (acknowledged.filter((write) => write.by === 'A').length < 30 && Date.now() < waitUntil) {
    await sleep(5);
  }
  a.process.kill('SIGKILL');
  const killedAt = acknowledged.length;
  await Promise.all(lanes);
  const stored = await db
    .select({ id: leagues.id, name: leagues.name })
    .from(leagues)
    .where(
      inArray(
        leagues.id,
        acknowledged.map((write) => write.id),
      ),
    );
  const byId = new Map(stored.map((row) => [row.id, row.name]));
  const missing = acknowledged.filter((write) => byId.get(write.id) !== write.name);
  const fromB = acknowledged.filter((write) => write.by === 'B').length;
  check(
    missing.length === 0 && fromB === 160,
    'killing A (SIGKILL) mid-stream lost no acknowledged write, and B kept serving',
    `${sent} sent, ${acknowledged.length} acknowledged (${killedAt} before the kill), ${failed} failed with A, ${missing.length} missing`,
  );
}

/** SIGTERM on B with an event stream open and writes in flight: a clean, complete stop. */
async function gracefulStop(db: Db, b: ServerProcess) {
  const competition = await buildCompetition(db, new Date());
  const stream = await openEventStream(b.url, competition.id);
  const writer = await signedInUser(db, new Date());
  const results: Array<{ status: number; id?: number }> = [];
  const writes = Array.from({ length: 20 }, (_, n) =>
    b.call('POST', '/api/leagues', { cookie: writer.cookie, body: { name: `Stop ${n}` } }).then(
      (answer) => results.push({ status: answer.status, id: (answer.body as { id?: number }).id }),
      () => results.push({ status: 0 }),
    ),
  );
  await sleep(20);
  // 'close' comes after the process's output has all been read, 'exit' may come before it.
  const exited = new Promise<number | null>((resolve) => b.process.once('close', resolve));
  const stopAt = performance.now();
  b.process.kill('SIGTERM');
  await Promise.all(writes);
  const code = await exited;
  const stoppedIn = performance.now() - stopAt;
  const ended = /retry: \d+\n\n$/.test(stream.text());
  const okIds = results.flatMap((result) =>
    result.status === 200 && result.id ? [result.id] : [],
  );
  const stored = okIds.length
    ? await db.select({ id: leagues.id }).from(leagues).where(inArray(leagues.id, okIds))
    : [];
  check(
    code === 0 && ended && stored.length === okIds.length,
    'SIGTERM: requests in flight answered, event stream ended with a retry hint, exit 0',
    `exit ${code} in ${Math.round(stoppedIn)} ms; ${okIds.length} writes acknowledged and stored, statuses ${[...new Set(results.map((r) => r.status))].join('/')}`,
  );
}

async function clusterMode(url: string) {
  const { servers, stopAll } = await startProcesses(1, {
    DATABASE_URL: url,
    WORKERS: '2',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
  });
  const primary = servers[0]!;
  const workersStarted = () =>
    new Set([...primary.output().matchAll(/worker (\d+)\)/g)].map((match) => match[1]));
  const deadline = Date.now() + 60_000;
  while (workersStarted().size < 2 && Date.now() < deadline) await sleep(100);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => primary.call('GET', '/api/health')),
  );
  const workers = workersStarted();
  const exited = new Promise<number | null>((resolve) => primary.process.once('close', resolve));
  primary.process.kill('SIGTERM');
  const code = await exited;
  await stopAll();
  check(
    answers.every((answer) => answer.status === 200) &&
      workers.size === 2 &&
      code === 0 &&
      primary.output().includes('all workers stopped'),
    'cluster mode: WORKERS=2 serves one port from two workers and stops on SIGTERM',
    `${workers.size} workers, ${answers.filter((answer) => answer.status === 200).length}/20 answered 200, exit ${code}, ${primary.output().includes('all workers stopped') ? '"all workers stopped" logged' : 'no "all workers stopped" in the log'}`,
  );
}

async function main() {
  if (!serverUrl) {
    process.stdout.write(
      'scale-out test skipped: set TEST_DATABASE_URL to a PostgreSQL server (PGlite serves one process)\n',
    );
    return;
  }
  const started = Date.now();
  const database = await freshDatabase(serverUrl, 'scale_out');
  const clusterDatabase = await freshDatabase(serverUrl, 'scale_out_cluster');
  const fixtures = await startScoreboardFixtureServer();
  let stopAll = (): Promise<void> => Promise.resolve();
  try {
    const running = await startProcesses(2, {
      DATABASE_URL: database.url,
      DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SCRAPER_ALLOWED_ORIGINS: fixtures.origin,
      LOG_LEVEL: 'info',
    });
    const { servers } = running;
    stopAll = running.stopAll;
    const [a, b] = servers as [ServerProcess, ServerProcess];
    check(true, 'two processes started at once on an empty database (migrations under a lock)');
    const store = await openPostgres({ url: database.url, poolSize: 4 });
    try {
      const db = store.db;
      const admin = await sessions(a, b);
      await sharedRateLimit(a, b);
      await livePush(db, a, b, admin);
      await sameRanksAfterBurst(db, a, b, admin);
      await lastLeaguePlace(db, servers);
      await Promise.all([scraperRunsOnce(db, servers, fixtures), clusterMode(clusterDatabase.url)]);
      await killLosesNothing(db, a, b);
      await gracefulStop(db, b);
      const entries = await db.select({ n: sql<number>`count(*)::int` }).from(competitionEntries);
      check((entries[0]?.n ?? 0) > 0, 'the database is still consistent after the stops');
    } finally {
      await store.close();
    }
  } finally {
    await stopAll();
    await fixtures.close();
    await database.drop();
    await clusterDatabase.drop();
  }
  process.stdout.write(
    `scale-out test ${failures === 0 ? 'passed' : `FAILED (${failures})`} in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
