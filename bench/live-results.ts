/**
 * Scenario 1, live results: GET /api/competitions/{id}/entries of an 80-entry live competition
 * with 100 connections, a full answer and a 304 (If-None-Match), beside the bare baseline; with
 * `--before`, another checkout of the app measured beside both in the same runs.
 */
import type { Db } from '../server/db/client';
import { startApp, type AppServer, type DatabaseKind, type Seeds } from './lib/app-server';
import { capture, startBare } from './lib/bare';
import { runLoad, type LoadSummary } from './lib/load';
import { sampleRss } from './lib/machine';
import { table } from './lib/readme';
import { databasesOf, pick, type ScenarioOptions } from './lib/scenario';
import { fmt, median } from './lib/stats';

/** Throughput of one server for one answer: medians over the runs, the ratio to bare per run. */
export type Measured = { rate: number; ratio: number; p99: number };

export type LiveResultsRow = {
  kind: DatabaseKind;
  bodyBytes: number;
  full: { app: number; bare: number; ratio: number; p99: number; bareP99: number };
  notModified: { app: number; bare: number; ratio: number; p99: number; bareP99: number };
  /** The `--before` checkout, when measured. */
  before?: { full: Measured; notModified: Measured };
  peakRssMiB: number;
  failures: number;
};

/** The 200 and 304 targets, as ratios to the bare server measured in the same run. */
const TARGETS = { full: 0.9, notModified: 0.9 } as const;

const failed = (summary: LoadSummary, status: string) =>
  summary.errors + summary.timeouts + (summary.total - (summary.statuses[status] ?? 0));

type Series = { rates: number[]; ratios: number[]; p99: number[] };
const series = (): Series => ({ rates: [], ratios: [], p99: [] });
const summarise = (s: Series): Measured => ({
  rate: median(s.rates),
  ratio: median(s.ratios),
  p99: median(s.p99),
});

export async function liveResults(options: ScenarioOptions): Promise<LiveResultsRow[]> {
  const entries = pick(options, 80, 6);
  const connections = pick(options, 100, 10);
  const duration = pick(options, 8, 1);
  const rows: LiveResultsRow[] = [];
  for (const kind of databasesOf(options)) {
    options.log(`[live-results] ${kind}: seeding ${entries} entries and starting the server`);
    const seed = (db: Db, seeds: Seeds) => seeds.seedCompetition(db, entries);
    const app = await startApp(kind, options.postgresUrl, seed);
    let before: AppServer<Awaited<ReturnType<Seeds['seedCompetition']>>> | undefined;
    const rss = sampleRss(app.pid);
    const route = `/api/competitions/${app.seeded.competitionId}/entries`;
    const answer = await capture(`${app.url}${route}`);
    if (answer.status !== 200 || !answer.etag) throw new Error(`entries answered ${answer.status}`);
    const etag = answer.etag;
    const bare = await startBare({ routes: { [route]: answer } });
    const ours = { full: series(), notModified: series() };
    const theirs = { full: series(), notModified: series() };
    const baseline = { full: series(), notModified: series() };
    let failures = 0;
    try {
      if (options.before) {
        before = await startApp(kind, options.postgresUrl, seed, {}, options.before);
      }
      const servers = [
        { name: 'ours', url: app.url, into: ours, route },
        ...(before
          ? [
              {
                name: 'before',
                url: before.url,
                into: theirs,
                route: `/api/competitions/${before.seeded.competitionId}/entries`,
              },
            ]
          : []),
      ];
      // Each server's own ETag for its 304s (the seeded names differ between databases).
      const etags = new Map<string, string>([[bare.url, etag]]);
      for (const server of servers) {
        const seen = await capture(`${server.url}${server.route}`);
        if (!seen.etag) throw new Error(`${server.name} answered ${seen.status} without an ETag`);
        etags.set(server.url, seen.etag);
      }
      if (options.scale === 'full') {
        // Warm every server up (JIT, connection pools) before timing.
        for (const target of [...servers, { url: bare.url, route }]) {
          await runLoad({ url: `${target.url}${target.route}`, connections, duration: 2 });
        }
      }
      for (let run = 0; run < options.runs; run += 1) {
        for (const [key, conditional, status] of [
          ['full', false, '200'],
          ['notModified', true, '304'],
        ] as const) {
          const load = async (base: string, path: string, into: Series, name: string) => {
            const etag = etags.get(base);
            const headers: Record<string, string> =
              conditional && etag ? { 'if-none-match': etag } : {};
            const summary = await runLoad({
              url: `${base}${path}`,
              connections,
              duration,
              headers,
            });
            into.rates.push(summary.requestsPerSecond);
            into.p99.push(summary.latency.p99);
            const failedNow = failed(summary, status);
            failures += failedNow;
            options.log(
              `[live-results] ${kind} run ${run + 1} ${name} ${status}: ` +
                `${fmt(summary.requestsPerSecond)} req/s, p99 ${summary.latency.p99} ms` +
                (failedNow > 0 ? `, ${failedNow} failed ${JSON.stringify(summary.statuses)}` : ''),
            );
            return summary.requestsPerSecond;
          };
          // Each server is paired with the baseline measured just after it: a ratio per run.
          for (const server of servers) {
            const rate = await load(server.url, server.route, server.into[key], server.name);
            const bareRate = await load(bare.url, route, baseline[key], 'bare');
            server.into[key].ratios.push(rate / bareRate);
          }
        }
      }
    } finally {
      const peak = rss.stop();
      await bare.stop();
      await before?.stop();
      await app.stop();
      const full = summarise(ours.full);
      const notModified = summarise(ours.notModified);
      rows.push({
        kind,
        bodyBytes: Buffer.byteLength(answer.body),
        full: {
          app: full.rate,
          bare: median(baseline.full.rates),
          ratio: full.ratio,
          p99: full.p99,
          bareP99: median(baseline.full.p99),
        },
        notModified: {
          app: notModified.rate,
          bare: median(baseline.notModified.rates),
          ratio: notModified.ratio,
          p99: notModified.p99,
          bareP99: median(baseline.notModified.p99),
        },
        ...(before
          ? { before: { full: summarise(theirs.full), notModified: summarise(theirs.notModified) } }
          : {}),
        peakRssMiB: peak,
        failures,
      });
    }
  }
  return rows;
}

export function liveResultsSection(rows: LiveResultsRow[], options: ScenarioOptions): string {
  const verdict = (value: number, target: number) =>
    value >= target ? `met (≥ ${target})` : `**missed** (< ${target})`;
  const line = (
    row: LiveResultsRow,
    server: string,
    answer: string,
    measured: Measured,
    bare: number,
    bareP99: number,
    target: number,
  ) => [
    row.kind,
    server,
    answer,
    fmt(measured.rate),
    fmt(bare),
    `${measured.ratio.toFixed(2)}×`,
    server === 'this build' && row.kind === 'PostgreSQL' ? verdict(measured.ratio, target) : '',
    `${measured.p99} ms`,
    `${bareP99} ms`,
  ];
  return [
    `\`npm run bench -- live-results\`: an 80-entry live competition, ${pick(options, 100, 10)} ` +
      `connections, ${pick(options, 8, 1)} s per run, median of ${options.runs} runs per figure. ` +
      'Baseline: a bare `node:http` server in its own process answering the same bytes (and the ' +
      'same headers, security headers included) from memory. Each run measures a server, then ' +
      'the baseline, back to back; the ratio is the median of the per-run ratios (the ' +
      'machine\u2019s load moves both alike). With `--before <checkout>`, the app built from ' +
      'another checkout is measured in the same runs, each paired with its own baseline run.',
    '',
    table(
      ['database', 'server', 'answer', 'req/s', 'bare req/s', 'ratio', 'target', 'p99', 'bare p99'],
      rows.flatMap((row) => {
        const size = `200 (${fmt(row.bodyBytes / 1024)} KB)`;
        const full = { rate: row.full.app, ratio: row.full.ratio, p99: row.full.p99 };
        const notModified = {
          rate: row.notModified.app,
          ratio: row.notModified.ratio,
          p99: row.notModified.p99,
        };
        const b = row.full.bare;
        const b304 = row.notModified.bare;
        return [
          ...(row.before
            ? [
                line(row, 'before', size, row.before.full, b, row.full.bareP99, TARGETS.full),
                line(
                  row,
                  'before',
                  '304',
                  row.before.notModified,
                  b304,
                  row.notModified.bareP99,
                  TARGETS.notModified,
                ),
              ]
            : []),
          line(row, 'this build', size, full, b, row.full.bareP99, TARGETS.full),
          line(
            row,
            'this build',
            '304',
            notModified,
            b304,
            row.notModified.bareP99,
            TARGETS.notModified,
          ),
        ];
      }),
    ),
    '',
    `Failed requests: ${rows.map((row) => `${row.failures} (${row.kind})`).join(', ')}. ` +
      `Server memory (RSS) at its peak under this load: ${rows.map((row) => `${fmt(row.peakRssMiB)} MiB (${row.kind})`).join(', ')}.`,
  ].join('\n');
}
