/**
 * One command per scenario: `npm run bench -- <name> [--runs N] [--smoke] [--no-write]
 * [--before <checkout>]`; with `--before`, live-results and push-latency also measure another
 * checkout of the app (built) in the same run.
 * Each scenario starts the built server itself on PostgreSQL (a throwaway local server from
 * scripts/start-postgres.sh, or BENCH_DATABASE_URL) and on PGlite, seeds its data, drives load
 * from separate processes on loopback and writes its section of bench/README.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { machineLine } from './lib/machine';
import { ensurePostgres, serverVersion } from './lib/postgres';
import { writeSection } from './lib/readme';
import type { ScenarioOptions } from './lib/scenario';
import { scenarios } from './scenarios';

/** Scripts other work wrote that keep their own README sections; run as they are. */
const scripts: Record<string, string> = {
  standings: 'standings.ts',
  'push-latency-cluster': 'push-latency-cluster.ts',
};

/** Scripts that need no server or database; their figures are in the docs they name. */
const offline: Record<string, string> = {
  /** docs/backtest.md; takes --fixture file.csv. */
  backtest: 'backtest/backtest.ts',
};

async function runOffline(file: string, args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, file), ...args],
    {
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/${file} exited with ${code}`);
}

async function runScript(file: string, postgresUrl: string, smoke: boolean, extra: string[]) {
  const full = path.join(import.meta.dirname, file);
  if (!fs.existsSync(full)) throw new Error(`bench/${file} does not exist yet`);
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', full, ...extra], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_DATABASE_URL: postgresUrl,
      ...(smoke ? { BENCH_TEAMS: '200', BENCH_SMOKE: '1' } : {}),
    },
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/${file} exited with ${code}`);
}

async function main() {
  const args = process.argv.slice(2);
  const name = args.find(
    (arg, index) =>
      !arg.startsWith('--') && args[index - 1] !== '--runs' && args[index - 1] !== '--before',
  );
  const runsFlag = args.indexOf('--runs');
  const smoke = args.includes('--smoke');
  const beforeFlag = args.indexOf('--before');
  const before = beforeFlag === -1 ? undefined : args[beforeFlag + 1];
  const local = name ? offline[name] : undefined;
  if (local) {
    await runOffline(local, args.slice(1));
    return;
  }
  const names = [...Object.keys(scenarios), ...Object.keys(scripts)];
  if (!name || (name !== 'all' && !names.includes(name))) {
    console.error(
      `usage: npm run bench -- <${[...names, 'all', ...Object.keys(offline)].join('|')}> [--runs N] [--smoke] [--no-write] [--before <checkout>]`,
    );
    process.exit(2);
  }
  const postgres = ensurePostgres();
  try {
    const version = await serverVersion(postgres.url);
    const machine = `${machineLine()} · PostgreSQL ${version} (fsync off, loopback)`;
    console.log(machine);
    const options: ScenarioOptions = {
      postgresUrl: postgres.url,
      runs: runsFlag === -1 ? (smoke ? 1 : 3) : Number(args[runsFlag + 1]),
      scale: smoke ? 'smoke' : 'full',
      write: !args.includes('--no-write') && !smoke,
      log: (line) => console.log(line),
      ...(before ? { before: path.resolve(before) } : {}),
    };
    for (const current of name === 'all' ? names : [name]) {
      const script = scripts[current];
      if (script) {
        await runScript(
          script,
          postgres.url,
          smoke,
          args.filter((arg) => arg === '--no-write'),
        );
        continue;
      }
      const scenario = scenarios[current];
      if (!scenario) continue;
      const { section: body } = await scenario.execute(options);
      const section = `Measured ${machine}.\n\n${body}`;
      console.log(`\n## ${scenario.title}\n\n${section}\n`);
      if (options.write) writeSection(scenario.title, section);
    }
  } finally {
    await postgres.stop();
  }
}

await main();
