/**
 * Scenario 2, push latency: 1,000 clients hold a live competition's server-sent event stream;
 * an administrator saves a score; how long until each client has the event, and until it has
 * fetched the new results after it. Beside: a bare node:http server broadcasting the same frame.
 */
import { startApp, type DatabaseKind } from './lib/app-server';
import { capture, startBare } from './lib/bare';
import { table } from './lib/readme';
import { databasesOf, pick, type ScenarioOptions } from './lib/scenario';
import { startSseClients, type RoundTimes } from './lib/sse';
import { fmt, median, percentile, ratio } from './lib/stats';

const now = () => performance.timeOrigin + performance.now();

export type PushRow = {
  kind: DatabaseKind;
  clients: number;
  app: { eventP95: number; eventP50: number; fetchedP95: number; saveMs: number; missed: number };
  /** The `--before` checkout, measured in the same run just before this build. */
  before?: PushRow['app'];
  bare: { eventP95: number; fetchedP95: number };
};

type Times = { eventP95: number[]; eventP50: number[]; fetchedP95: number[]; missed: number };

function collect(times: Times, round: RoundTimes, started: number, clients: number) {
  times.eventP95.push(
    percentile(
      round.events.map((t) => t - started),
      95,
    ),
  );
  times.eventP50.push(
    percentile(
      round.events.map((t) => t - started),
      50,
    ),
  );
  times.fetchedP95.push(
    percentile(
      round.fetched.map((t) => t - started),
      95,
    ),
  );
  times.missed += clients - round.events.length;
}

type AppFigures = PushRow['app'];

/** The app's part of a round: 1,000 streams open, a score saved per round, times collected. */
async function appRounds(
  kind: DatabaseKind,
  options: ScenarioOptions,
  clients: number,
  rounds: number,
  checkout?: string,
) {
  const app = await startApp(
    kind,
    options.postgresUrl,
    async (db, seeds) => ({
      ...(await seeds.seedCompetition(db, 80)),
      admin: (await seeds.seedPlayers(db, 1, true))[0]?.cookie ?? '',
    }),
    {},
    checkout,
  );
  const { competitionId, entryIds, admin } = app.seeded;
  const entriesPath = `/api/competitions/${competitionId}/entries`;
  const appTimes: Times = { eventP95: [], eventP50: [], fetchedP95: [], missed: 0 };
  const saves: number[] = [];
  const answer = await capture(`${app.url}${entriesPath}`);
  const name = checkout ? 'before' : 'ours';
  try {
    const sse = await startSseClients({
      url: `${app.url}/api/competitions/${competitionId}/events`,
      clients,
      fetchUrl: `${app.url}${entriesPath}`,
    });
    try {
      for (let round = 0; round < rounds; round += 1) {
        const entryId = entryIds[round % entryIds.length] ?? 0;
        const started = now();
        const response = await fetch(`${app.url}/api/competition-entries/${entryId}/scoring`, {
          method: 'PATCH',
          headers: { cookie: admin, origin: app.url, 'content-type': 'application/json' },
          body: JSON.stringify({ dr_score: 25 + round / 10 }),
        });
        saves.push(now() - started);
        if (!response.ok)
          throw new Error(`score save answered ${response.status}: ${await response.text()}`);
        collect(appTimes, await sse.nextRound(), started, clients);
        options.log(
          `[push-latency] ${kind} ${name} round ${round + 1}: event p95 ${fmt(appTimes.eventP95.at(-1) ?? 0)} ms, ` +
            `results fetched p95 ${fmt(appTimes.fetchedP95.at(-1) ?? 0)} ms`,
        );
      }
    } finally {
      await sse.stop();
    }
  } finally {
    await app.stop();
  }
  const figures: AppFigures = {
    eventP95: median(appTimes.eventP95),
    eventP50: median(appTimes.eventP50),
    fetchedP95: median(appTimes.fetchedP95),
    saveMs: median(saves),
    missed: appTimes.missed,
  };
  return { figures, answer, competitionId, entriesPath };
}

export async function pushLatency(options: ScenarioOptions): Promise<PushRow[]> {
  const clients = pick(options, 1000, 20);
  const rounds = Math.max(options.runs, pick(options, 5, 1));
  const rows: PushRow[] = [];
  for (const kind of databasesOf(options)) {
    options.log(`[push-latency] ${kind}: starting the server, ${clients} clients`);
    const before = options.before
      ? (await appRounds(kind, options, clients, rounds, options.before)).figures
      : undefined;
    const { figures, answer, competitionId, entriesPath } = await appRounds(
      kind,
      options,
      clients,
      rounds,
    );

    const frame = `event: competition_changed\ndata: {"competitionId":${competitionId},"version":1}\n\n`;
    const bare = await startBare({ routes: { [entriesPath]: answer }, eventFrame: frame });
    const bareTimes: Times = { eventP95: [], eventP50: [], fetchedP95: [], missed: 0 };
    try {
      const sse = await startSseClients({
        url: `${bare.url}/events`,
        clients,
        fetchUrl: `${bare.url}${entriesPath}`,
      });
      try {
        for (let round = 0; round < rounds; round += 1) {
          const started = now();
          await fetch(`${bare.url}/broadcast`, { method: 'POST', body: '{}' });
          collect(bareTimes, await sse.nextRound(), started, clients);
        }
      } finally {
        await sse.stop();
      }
    } finally {
      await bare.stop();
    }
    rows.push({
      kind,
      clients,
      app: figures,
      ...(before ? { before } : {}),
      bare: { eventP95: median(bareTimes.eventP95), fetchedP95: median(bareTimes.fetchedP95) },
    });
  }
  return rows;
}

export function pushLatencySection(rows: PushRow[], options: ScenarioOptions): string {
  const verdict = (value: number) => (value < 250 ? 'met (< 250 ms)' : '**missed** (≥ 250 ms)');
  return [
    `\`npm run bench -- push-latency\`: ${rows[0]?.clients ?? 0} clients in a separate process hold ` +
      '`GET /api/competitions/{id}/events` of an 80-entry live competition; an administrator saves ' +
      'a score (`PATCH /api/competition-entries/{id}/scoring`). Times run from the moment the save ' +
      'is sent: until each client has the `competition_changed` event, and until it has then ' +
      `fetched the new results. Median over ${Math.max(options.runs, pick(options, 5, 1))} saves of each ` +
      'save\u2019s 95th percentile. With `--before <checkout>`, the app built from another ' +
      'checkout is measured the same way first, in the same run. Baseline: a bare `node:http` server writing the same frame to ' +
      'the same number of streams when asked, and serving the same results bytes.',
    '',
    table(
      [
        'database',
        'server',
        'event p50',
        'event p95',
        'bare event p95',
        'ratio',
        'results fetched p95',
        'bare fetched p95',
        'ratio',
        'save answered',
        'clients missed',
        'target (event p95 < 250 ms)',
      ],
      rows.flatMap((row) => {
        const line = (server: string, app: AppFigures) => [
          row.kind,
          server,
          `${fmt(app.eventP50)} ms`,
          `${fmt(app.eventP95)} ms`,
          `${fmt(row.bare.eventP95)} ms`,
          ratio(app.eventP95, row.bare.eventP95),
          `${fmt(app.fetchedP95)} ms`,
          `${fmt(row.bare.fetchedP95)} ms`,
          ratio(app.fetchedP95, row.bare.fetchedP95),
          `${fmt(app.saveMs)} ms`,
          String(app.missed),
          server === 'this build' && row.kind === 'PostgreSQL' ? verdict(app.eventP95) : '',
        ];
        return [...(row.before ? [line('before', row.before)] : []), line('this build', row.app)];
      }),
    ),
    '',
    'Latency ratios are ours ÷ bare (lower is better; 1.00× would be as fast as the bare server).',
  ].join('\n');
}
