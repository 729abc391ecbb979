/**
 * Scenario 6, cold start: `npm start` on an existing build until the first successful
 * /api/health, on a new database (migrations run) and again on the same data (a restart); the
 * server's memory (RSS) at rest and under scenario 1's load. Beside: the bare node:http server
 * started the same way (node with the tsx loader) and loaded the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server';
import { openPglite, openPostgres } from '../server/db/client';
import { type DatabaseKind } from './lib/app-server';
import { startBare } from './lib/bare';
import { runLoad } from './lib/load';
import { rssMiB, sampleRss } from './lib/machine';
import { freshDatabase } from './lib/postgres';
import { table } from './lib/readme';
import { databasesOf, pick, type ScenarioOptions } from './lib/scenario';
import { seedCompetition } from './lib/seed';
import { fmt, median, ratio, sleep } from './lib/stats';

export type ColdStartRow = {
  kind: DatabaseKind;
  firstStartMs: number;
  restartMs: number;
  restMiB: number;
  loadMiB: number;
  bareStartMs: number;
  bareRestMiB: number;
  bareLoadMiB: number;
};

/** The process of the tree under `root` whose command line runs server/main.ts, by /proc. */
function serverPid(root: number): number | undefined {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        const cmd = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8');
        if (cmd.includes('server/main.ts')) found.push(child);
      } catch {
        // gone
      }
      walk(child);
    }
  };
  walk(root);
  return found.sort((a, b) => rssMiB(b) - rssMiB(a))[0];
}

async function untilHealthy(url: string, child: ChildProcess, started: number) {
  while (performance.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not yet
    }
    await sleep(20);
  }
  throw new Error('npm start did not answer /api/health within 3 minutes');
}

async function npmStart(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const elapsed = await untilHealthy(url, child, started);
  return {
    url,
    elapsed,
    pid: child.pid === undefined ? undefined : serverPid(child.pid),
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export async function coldStart(options: ScenarioOptions): Promise<ColdStartRow[]> {
  if (!fs.existsSync('dist/client/index.html'))
    throw new Error('build the client first (npm run build)');
  const rest = pick(options, 5000, 500);
  const load = { connections: pick(options, 100, 10), duration: pick(options, 8, 1) };
  const rows: ColdStartRow[] = [];
  for (const kind of databasesOf(options)) {
    const first: number[] = [];
    const again: number[] = [];
    let restMiB = Number.NaN;
    let loadMiB = Number.NaN;
    for (let run = 0; run < options.runs; run += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-cold-'));
      const fresh =
        kind === 'PostgreSQL' && options.postgresUrl
          ? await freshDatabase(options.postgresUrl, 'cold')
          : undefined;
      const env = { DATA_DIR: dataDir, ...(fresh ? { DATABASE_URL: fresh.url } : {}) };
      try {
        if (options.scale === 'full' || kind === 'PostgreSQL') {
          const server = await npmStart(env);
          first.push(server.elapsed);
          await server.stop();
        }
        // Seed an 80-entry live competition (as scenario 1) for the memory under load.
        const database = fresh
          ? await openPostgres({ url: fresh.url, poolSize: 2 })
          : await openPglite({ dataDir: path.join(dataDir, 'pglite') });
        await database.migrate();
        const { competitionId } = await seedCompetition(database.db, 80);
        await database.close();
        const restarted = await npmStart(env);
        again.push(restarted.elapsed);
        options.log(
          `[cold-start] ${kind} run ${run + 1}: first start ${fmt(first.at(-1) ?? Number.NaN)} ms, restart ${fmt(restarted.elapsed)} ms`,
        );
        if (run === 0) {
          await sleep(rest);
          restMiB = rssMiB(restarted.pid);
          const sampler = sampleRss(restarted.pid);
          await runLoad({
            url: `${restarted.url}/api/competitions/${competitionId}/entries`,
            ...load,
          });
          loadMiB = sampler.stop();
        }
        await restarted.stop();
      } finally {
        await fresh?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const bareStarts: number[] = [];
    let bareRestMiB = Number.NaN;
    let bareLoadMiB = Number.NaN;
    for (let run = 0; run < options.runs; run += 1) {
      const started = performance.now();
      const bare = await startBare({
        routes: {
          '/api/health': {
            status: 200,
            headers: { 'content-type': 'application/json' },
            body: '{"status":"ok"}',
          },
        },
      });
      while (
        !(await fetch(`${bare.url}/api/health`)
          .then((r) => r.ok)
          .catch(() => false))
      )
        await sleep(20);
      bareStarts.push(performance.now() - started);
      if (run === 0) {
        await sleep(rest);
        bareRestMiB = rssMiB(bare.pid);
        const sampler = sampleRss(bare.pid);
        await runLoad({ url: `${bare.url}/api/health`, ...load });
        bareLoadMiB = sampler.stop();
      }
      await bare.stop();
    }
    rows.push({
      kind,
      firstStartMs: median(first),
      restartMs: median(again),
      restMiB,
      loadMiB,
      bareStartMs: median(bareStarts),
      bareRestMiB,
      bareLoadMiB,
    });
  }
  return rows;
}

export function coldStartSection(rows: ColdStartRow[], options: ScenarioOptions): string {
  return [
    '`npm run bench -- cold-start`: `npm start` (an existing client build) until the first ' +
      '200 from `/api/health`: on a new database (every migration runs) and restarted on the same ' +
      `data; median of ${options.runs} runs. Memory is the resident set of the server process ` +
      `(\`tsx server/main.ts\`; npm and the tsx launcher not counted) ${pick(options, 5, 0.5)} s ` +
      'after it answered, and its peak under scenario 1\u2019s load (80-entry results, ' +
      `${pick(options, 100, 10)} connections). Baseline: the bare node:http server started as ` +
      'node with the tsx loader, at rest and under the same load.',
    '',
    table(
      [
        'database',
        'first start',
        'restart',
        'bare start',
        'restart ratio',
        'RSS at rest',
        'bare at rest',
        'RSS under load',
        'bare under load',
      ],
      rows.map((row) => [
        row.kind,
        `${fmt(row.firstStartMs)} ms`,
        `${fmt(row.restartMs)} ms`,
        `${fmt(row.bareStartMs)} ms`,
        ratio(row.restartMs, row.bareStartMs),
        `${fmt(row.restMiB)} MiB`,
        `${fmt(row.bareRestMiB)} MiB`,
        `${fmt(row.loadMiB)} MiB`,
        `${fmt(row.bareLoadMiB)} MiB`,
      ]),
    ),
    '',
    'No target was set for these; they are recorded to notice regressions.',
  ].join('\n');
}
