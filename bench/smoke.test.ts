/**
 * Every benchmark at a tiny size, so none of them rots: they start the built server, seed,
 * load it from separate processes and check what they can check (no lost saves, no failed
 * requests). Nothing here is timed; the figures are in bench/README.md. They need the client
 * build, so they run after it in the end-to-end step (`npm run test:built`), not in `vitest run`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ColdStartRow } from './cold-start';
import type { RushRow } from './deadline-rush';
import type { FrontendRow } from './frontend';
import type { ScenarioOptions } from './lib/scenario';
import type { LiveResultsRow } from './live-results';
import type { PushRow } from './push-latency';
import { scenarios } from './scenarios';

const root = path.resolve(import.meta.dirname, '..');
const options: ScenarioOptions = {
  postgresUrl: process.env.TEST_DATABASE_URL,
  runs: 1,
  scale: 'smoke',
  write: false,
  log: () => undefined,
};

async function smoke<T>(name: string) {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`no scenario ${name}`);
  const { result, section } = await scenario.execute(options);
  expect(section).toContain('|');
  return result as T;
}

describe('benchmarks at smoke size', { timeout: 240_000 }, () => {
  beforeAll(() => {
    const built = ['dist/client/index.html', 'dist/server/entry-server.js'];
    const missing = built.filter((file) => !fs.existsSync(path.join(root, file)));
    if (missing.length > 0) {
      throw new Error(`no client build (${missing.join(', ')}): run npm run build first`);
    }
  });

  it('live-results: every request answered 200 or 304, by us and by the baseline', async () => {
    const rows = await smoke<LiveResultsRow[]>('live-results');
    for (const row of rows) {
      expect(row.failures).toBe(0);
      expect(row.full.app).toBeGreaterThan(0);
      expect(row.notModified.bare).toBeGreaterThan(0);
    }
  });

  it('push-latency: every client gets the event after a score save', async () => {
    const rows = await smoke<PushRow[]>('push-latency');
    for (const row of rows) {
      expect(row.app.missed).toBe(0);
      expect(row.app.eventP95).toBeGreaterThan(0);
    }
  });

  it('deadline-rush: every save stored, every team valid', async () => {
    const rows = await smoke<RushRow[]>('deadline-rush');
    for (const row of rows) {
      expect({
        failed: row.failed,
        stored: row.stored,
        invalid: row.invalid,
        wrong: row.wrongPicks,
      }).toEqual({
        failed: 0,
        stored: row.players,
        invalid: 0,
        wrong: 0,
      });
    }
  });

  it('frontend: a first visit downloads JS; a pick, a sort and a pushed score reach the screen', async () => {
    const rows = await smoke<FrontendRow[]>('frontend');
    expect(rows.map((row) => row.kind)).toContain('blank Vite React page');
    for (const row of rows) expect(row.visit.jsGzip).toBeGreaterThan(0);
    const timings = rows.flatMap((row) => row.interactions);
    expect(timings.map((timing) => timing.name)).toEqual(['pick', 'unpick', 'sort', 'push']);
    for (const timing of timings) expect(timing.samples).toHaveLength(1);
  });

  it('cold-start: npm start answers /api/health', async () => {
    const rows = await smoke<ColdStartRow[]>('cold-start');
    for (const row of rows) {
      expect(row.restartMs).toBeGreaterThan(0);
      expect(row.restMiB).toBeGreaterThan(0);
    }
  });

  it('standings: bench/standings.ts runs at 200 teams and 20,000 in memory (its README section untouched)', () => {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(root, 'bench/standings.ts'), '--smoke'],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          BENCH_SMOKE: '1',
          ...(process.env.TEST_DATABASE_URL
            ? { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL }
            : {}),
        },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Score saved → every rank current');
  });
});
