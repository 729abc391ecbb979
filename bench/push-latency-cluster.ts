/**
 * Scale-out: the push-latency scenario with the clients spread over two server processes on one
 * PostgreSQL. 1,000 clients hold a live competition's event stream, 500 on process A and 500 on
 * process B; an administrator saves a score through A; how long until each client has the
 * `competition_changed` event (and has fetched the new results from its own process). Beside, in
 * the same run: the same 1,000 clients all on A. Writes the "Scale-out" section of
 * bench/README.md.
 *
 *   npx tsx bench/push-latency-cluster.ts                    # a throwaway PostgreSQL, or
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/push-latency-cluster.ts
 *   BENCH_CLIENTS=200 BENCH_ROUNDS=3 npx tsx bench/push-latency-cluster.ts
 */
import { openPostgres } from '../server/db/client';
import { buildCompetition, buildEntry, signedInUser } from '../server/test/factories';
import { startProcesses, type ServerProcess } from '../server/test/scale-out/processes';
import { machineLine } from './lib/machine';
import { ensurePostgres, freshDatabase, serverVersion } from './lib/postgres';
import { table, writeSection } from './lib/readme';
import { startSseClients, type RoundTimes } from './lib/sse';
import { fmt, median, percentile } from './lib/stats';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const now = () => performance.timeOrigin + performance.now();
const log = (line: string) => process.stdout.write(`${line}\n`);

type Layout = { name: string; split: Array<{ server: ServerProcess; clients: number }> };
type Measured = {
  layout: string;
  eventP50: number;
  eventP95: number;
  /** p95 per process the clients were on (A saved the score). */
  perProcess: Record<string, number>;
  fetchedP95: number;
  saveMs: number;
  missed: number;
};

async function measure(
  layout: Layout,
  competitionId: number,
  entryIds: number[],
  admin: string,
  saveThrough: ServerProcess,
  roundOffset: number,
): Promise<Measured> {
  const groups = await Promise.all(
    layout.split.map(async ({ server, clients }) => ({
      server,
      sse: await startSseClients({
        url: `${server.url}/api/competitions/${competitionId}/events`,
        clients,
        fetchUrl: `${server.url}/api/competitions/${competitionId}/entries`,
      }),
    })),
  );
  const p95s: number[] = [];
  const p50s: number[] = [];
  const fetched: number[] = [];
  const saves: number[] = [];
  const perProcess: Record<string, number[]> = {};
  let missed = 0;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const entryId = entryIds[(roundOffset + round) % entryIds.length] ?? 0;
      const started = now();
      const answer = await saveThrough.call(
        'PATCH',
        `/api/competition-entries/${entryId}/scoring`,
        {
          cookie: admin,
          body: { dr_score: 25 + (roundOffset + round) / 10 },
        },
      );
      saves.push(now() - started);
      if (answer.status !== 200) throw new Error(`score save answered ${answer.status}`);
      const rounds: Array<{ name: string; times: RoundTimes; clients: number }> = [];
      for (const group of groups) {
        const clients = layout.split.find((part) => part.server === group.server)?.clients ?? 0;
        rounds.push({ name: group.server.name, times: await group.sse.nextRound(), clients });
      }
      const events = rounds.flatMap((part) => part.times.events.map((at) => at - started));
      p95s.push(percentile(events, 95));
      p50s.push(percentile(events, 50));
      fetched.push(
        percentile(
          rounds.flatMap((part) => part.times.fetched.map((at) => at - started)),
          95,
        ),
      );
      for (const part of rounds) {
        (perProcess[part.name] ??= []).push(
          percentile(
            part.times.events.map((at) => at - started),
            95,
          ),
        );
        missed += part.clients - part.times.events.length;
      }
      log(`[${layout.name}] round ${round + 1}: event p95 ${fmt(p95s.at(-1) ?? 0)} ms`);
    }
  } finally {
    await Promise.all(groups.map((group) => group.sse.stop()));
  }
  return {
    layout: layout.name,
    eventP50: median(p50s),
    eventP95: median(p95s),
    perProcess: Object.fromEntries(
      Object.entries(perProcess).map(([name, values]) => [name, median(values)]),
    ),
    fetchedP95: median(fetched),
    saveMs: median(saves),
    missed,
  };
}

async function main() {
  const postgres = ensurePostgres();
  const database = await freshDatabase(postgres.url, 'push_cluster');
  const version = await serverVersion(postgres.url);
  const store = await openPostgres({ url: database.url, poolSize: 2 });
  let seeded: { competitionId: number; entryIds: number[]; admin: string };
  try {
    await store.migrate();
    const at = new Date();
    const competition = await buildCompetition(store.db, at, { status: 'live', isLive: true });
    const entryIds: number[] = [];
    for (let order = 1; order <= 80; order += 1) {
      entryIds.push((await buildEntry(store.db, competition.id, { startOrder: order })).id);
    }
    const admin = await signedInUser(store.db, at, { isAdmin: true });
    seeded = { competitionId: competition.id, entryIds, admin: admin.cookie };
  } finally {
    await store.close();
  }
  const machine = machineLine();
  const { servers, stopAll } = await startProcesses(2, {
    DATABASE_URL: database.url,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // Every benchmark client connects from loopback: one address holds all the live streams.
    LIVE_STREAMS_PER_ADDRESS: '10000',
  });
  const results: Measured[] = [];
  try {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const half = Math.floor(CLIENTS / 2);
    const { competitionId, entryIds, admin } = seeded;
    results.push(
      await measure(
        { name: 'one process', split: [{ server: a, clients: CLIENTS }] },
        competitionId,
        entryIds,
        admin,
        a,
        0,
      ),
    );
    results.push(
      await measure(
        {
          name: 'two processes',
          split: [
            { server: a, clients: half },
            { server: b, clients: CLIENTS - half },
          ],
        },
        competitionId,
        entryIds,
        admin,
        a,
        ROUNDS,
      ),
    );
  } finally {
    await stopAll();
    await database.drop();
    await postgres.stop();
  }
  const rows = results.map((row) => [
    row.layout,
    String(CLIENTS),
    `${fmt(row.eventP50)} ms`,
    `${fmt(row.eventP95)} ms`,
    Object.entries(row.perProcess)
      .map(([name, value]) => `${name}: ${fmt(value)} ms`)
      .join(', '),
    `${fmt(row.fetchedP95)} ms`,
    `${fmt(row.saveMs)} ms`,
    String(row.missed),
    row.eventP95 < 250 ? 'met (< 250 ms)' : '**missed** (≥ 250 ms)',
  ]);
  writeSection(
    'Scale-out',
    [
      `Run \`npx tsx bench/push-latency-cluster.ts\` (${machine}; PostgreSQL ${version}). ` +
        'The push-latency scenario with the ' +
        `clients spread over server processes: ${CLIENTS} clients (in separate client processes) ` +
        'hold `GET /api/competitions/{id}/events` of an 80-entry live competition; an administrator ' +
        'saves a score through process A (`PATCH /api/competition-entries/{id}/scoring`). Times ' +
        'run from the moment the save is sent until each client has the `competition_changed` ' +
        'event (and until it has then fetched the new results from its own process). Process B ' +
        'hears of the save only through PostgreSQL (`NOTIFY competition_changed`). Median over ' +
        `${ROUNDS} saves of each save\u2019s percentile; both layouts in the same run on the same ` +
        'two processes (`node --import tsx server/main.ts`, one database).',
      '',
      table(
        [
          'layout',
          'clients',
          'event p50',
          'event p95',
          'event p95 by process',
          'results fetched p95',
          'save answered',
          'clients missed',
          'target (event p95 < 250 ms)',
        ],
        rows,
      ),
      '',
      'Two cores run both server processes, the client processes and PostgreSQL here, so the ' +
        'two-process layout measures correctness of the fan-out and its added hop, not a speed-up; ' +
        'on separate machines each process would hold its share of the streams on its own cores.',
    ].join('\n'),
  );
  log('bench/README.md: section "Scale-out" written');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
