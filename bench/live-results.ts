/**
 * Scenario 1, live results: GET /api/competitions/{id}/entries of an 80-entry live competition
 * with 100 connections, a full answer and a 304 (If-None-Match), beside the bare baseline.
 */
import { startApp, type DatabaseKind } from './lib/app-server';
import { capture, startBare } from './lib/bare';
import { runLoad, type LoadSummary } from './lib/load';
import { sampleRss } from './lib/machine';
import { table } from './lib/readme';
import { databasesOf, pick, type ScenarioOptions } from './lib/scenario';
import { seedCompetition } from './lib/seed';
import { fmt, median } from './lib/stats';

export type LiveResultsRow = {
  kind: DatabaseKind;
  bodyBytes: number;
  full: { app: number; bare: number; ratio: number; p99: number; bareP99: number };
  notModified: { app: number; bare: number; ratio: number; p99: number; bareP99: number };
  peakRssMiB: number;
  failures: number;
};

const ok = (summary: LoadSummary, status: string) =>
  summary.errors + summary.timeouts + (summary.total - (summary.statuses[status] ?? 0));

export async function liveResults(options: ScenarioOptions): Promise<LiveResultsRow[]> {
  const entries = pick(options, 80, 6);
  const connections = pick(options, 100, 10);
  const duration = pick(options, 8, 1);
  const rows: LiveResultsRow[] = [];
  for (const kind of databasesOf(options)) {
    options.log(`[live-results] ${kind}: seeding ${entries} entries and starting the server`);
    const app = await startApp(kind, options.postgresUrl, (db) => seedCompetition(db, entries));
    const route = `/api/competitions/${app.seeded.competitionId}/entries`;
    const answer = await capture(`${app.url}${route}`);
    if (answer.status !== 200 || !answer.etag) throw new Error(`entries answered ${answer.status}`);
    const bare = await startBare({ routes: { [route]: answer } });
    const conditional = { 'if-none-match': answer.etag };
    const measured = {
      app: [] as number[],
      bare: [] as number[],
      app304: [] as number[],
      bare304: [] as number[],
    };
    const p99 = {
      app: [] as number[],
      bare: [] as number[],
      app304: [] as number[],
      bare304: [] as number[],
    };
    const ratios = { full: [] as number[], notModified: [] as number[] };
    let failures = 0;
    const rss = sampleRss(app.pid);
    try {
      if (options.scale === 'full') {
        // Warm both up (JIT, connection pools) before timing.
        await runLoad({ url: `${app.url}${route}`, connections, duration: 2 });
        await runLoad({ url: `${bare.url}${route}`, connections, duration: 2 });
      }
      for (let run = 0; run < options.runs; run += 1) {
        const plan = [
          ['app', app.url, {}, '200'],
          ['bare', bare.url, {}, '200'],
          ['app304', app.url, conditional, '304'],
          ['bare304', bare.url, conditional, '304'],
        ] as const;
        const rates: Record<string, number> = {};
        for (const [key, base, headers, status] of plan) {
          const summary = await runLoad({ url: `${base}${route}`, connections, duration, headers });
          measured[key].push(summary.requestsPerSecond);
          rates[key] = summary.requestsPerSecond;
          p99[key].push(summary.latency.p99);
          failures += ok(summary, status);
          options.log(
            `[live-results] ${kind} run ${run + 1} ${key}: ${fmt(summary.requestsPerSecond)} req/s, p99 ${summary.latency.p99} ms`,
          );
        }
        // Each run pairs ours with the baseline measured just after it: the ratio is per run.
        ratios.full.push((rates.app ?? 0) / (rates.bare ?? 1));
        ratios.notModified.push((rates.app304 ?? 0) / (rates.bare304 ?? 1));
      }
    } finally {
      const peak = rss.stop();
      await bare.stop();
      await app.stop();
      rows.push({
        kind,
        bodyBytes: Buffer.byteLength(answer.body),
        full: {
          ratio: median(ratios.full),
          app: median(measured.app),
          bare: median(measured.bare),
          p99: median(p99.app),
          bareP99: median(p99.bare),
        },
        notModified: {
          ratio: median(ratios.notModified),
          app: median(measured.app304),
          bare: median(measured.bare304),
          p99: median(p99.app304),
          bareP99: median(p99.bare304),
        },
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
  return [
    `\`npm run bench -- live-results\`: an 80-entry live competition, ${pick(options, 100, 10)} ` +
      `connections, ${pick(options, 8, 1)} s per run, median of ${options.runs} runs per figure. ` +
      'Baseline: a bare `node:http` server in its own process answering the same bytes (and the ' +
      'same headers, security headers included) from memory. Each run measures ours, then the ' +
      'baseline, back to back; the ratio is the median of the per-run ratios (the machine\u2019s ' +
      'load moves both alike).',
    '',
    table(
      [
        'database',
        'answer',
        'ours req/s',
        'bare req/s',
        'ratio',
        'target',
        'ours p99',
        'bare p99',
        'failed requests',
      ],
      rows.flatMap((row) => [
        [
          row.kind,
          `200 (${fmt(row.bodyBytes / 1024)} KB)`,
          fmt(row.full.app),
          fmt(row.full.bare),
          `${row.full.ratio.toFixed(2)}×`,
          row.kind === 'PostgreSQL' ? verdict(row.full.ratio, 0.6) : '(beside)',
          `${row.full.p99} ms`,
          `${row.full.bareP99} ms`,
          String(row.failures),
        ],
        [
          row.kind,
          '304 (If-None-Match)',
          fmt(row.notModified.app),
          fmt(row.notModified.bare),
          `${row.notModified.ratio.toFixed(2)}×`,
          row.kind === 'PostgreSQL' ? verdict(row.notModified.ratio, 0.8) : '(beside)',
          `${row.notModified.p99} ms`,
          `${row.notModified.bareP99} ms`,
          '',
        ],
      ]),
    ),
    '',
    `Server memory (RSS) at its peak under this load: ${rows.map((row) => `${fmt(row.peakRssMiB)} MiB (${row.kind})`).join(', ')}.`,
  ].join('\n');
}
