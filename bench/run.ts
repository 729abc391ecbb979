/**
 * One command per scenario: `npm run bench -- <name> [--runs N] [--smoke] [--no-write]`.
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
  const name = args.find((arg) => !arg.startsWith('--'));
  const runsFlag = args.indexOf('--runs');
  const smoke = args.includes('--smoke');
  const names = [...Object.keys(scenarios), ...Object.keys(scripts)];
  if (!name || (name !== 'all' && !names.includes(name))) {
    console.error(
      `usage: npm run bench -- <${[...names, 'all'].join('|')}> [--runs N] [--smoke] [--no-write]`,
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
