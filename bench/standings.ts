/**
 * Standings at the audience's real shape (the favourite in half the teams, a long tail): the
 * in-memory standings engine (decisions 050-052) on PGlite and PostgreSQL at 100,000 and
 * 1,000,000 teams, and at 10,000,000 in memory from a seeded picks file; the design before it
 * (commit d6c024d: standings moved in the score's transaction) measured in the same run from a
 * copy of that commit extracted outside the repository. Writes section "Standings" of
 * bench/README.md.
 *
 *   npm run bench -- standings                 # everything (an hour or more)
 *   BENCH_SIZES=100000 npm run bench -- standings --no-write
 *   npm run bench -- standings --smoke         # 200 teams, no old design, seconds
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { machineLine } from './lib/machine';
import { ensurePostgres, freshDatabase, serverVersion } from './lib/postgres';
import { writeSection } from './lib/readme';
import { runInMemory, type MemoryResult } from './lib/standings-memory';
import { runOldDesign, type OldDesignResult } from './lib/standings-old';
import { reportStandings } from './lib/standings-report';
import { runNewDesign, type NewDesignResult } from './lib/standings-run';

const smoke = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const sizes = (process.env.BENCH_SIZES ?? (smoke ? '200' : '100000,1000000'))
  .split(',')
  .map(Number);
const memorySize = Number(process.env.BENCH_MEMORY_TEAMS ?? (smoke ? 20_000 : 10_000_000));
const oldSizes = (process.env.BENCH_OLD_SIZES ?? (smoke ? '' : '100000,1000000'))
  .split(',')
  .filter(Boolean)
  .map(Number);
/** The old design on PGlite only up to this size: a million-team save there takes many minutes. */
const oldPgliteMax = Number(process.env.BENCH_OLD_PGLITE_MAX ?? 100_000);
const rounds = smoke ? 1 : 5;
/** Progress and the report on standard output, as the other benchmark scripts write theirs. */
const say = (line: string) => process.stdout.write(`${line}\n`);
const reads = smoke ? 20 : 1000;

export type Row<T> = { kind: 'PGlite' | 'PostgreSQL'; result: T };

async function withPglite<T>(work: (database: Database, dir: string) => Promise<T>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-standings-pglite-'));
  const database = await openPglite({ dataDir: dir });
  try {
    return await work(database, dir);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres<T>(
  server: string,
  work: (database: Database, url: string) => Promise<T>,
) {
  const fresh = await freshDatabase(server, 'standings');
  const database = await openPostgres({ url: fresh.url, poolSize: 4 });
  try {
    return await work(database, fresh.url);
  } finally {
    await database.close();
    await fresh.drop();
  }
}

async function main() {
  const server = ensurePostgres();
  const machine = `${machineLine()} · PostgreSQL ${await serverVersion(server.url)} (fsync off, loopback)`;
  say(machine);
  // First, while this process holds nothing else: its RSS is the engine's and Node's.
  say(`[memory] ${memorySize} teams from a picks file…`);
  const memory: MemoryResult = await runInMemory(memorySize, rounds, reads);
  const ours: Row<NewDesignResult>[] = [];
  const old: Row<OldDesignResult>[] = [];
  try {
    for (const teams of sizes) {
      say(`[PGlite] standings engine, ${teams} teams…`);
      ours.push({
        kind: 'PGlite',
        result: await withPglite((db) => runNewDesign(db, teams, { rounds, reads })),
      });
      say(`[PostgreSQL] standings engine, ${teams} teams…`);
      ours.push({
        kind: 'PostgreSQL',
        result: await withPostgres(server.url, (db) => runNewDesign(db, teams, { rounds, reads })),
      });
    }
    for (const teams of oldSizes) {
      if (teams <= oldPgliteMax) {
        say(`[PGlite] old design, ${teams} teams…`);
        const result = await withPglite(async (database, dir) => {
          await database.close();
          return runOldDesign('pglite', dir, teams, Math.min(rounds, 3));
        });
        old.push({ kind: 'PGlite', result });
      }
      say(`[PostgreSQL] old design, ${teams} teams…`);
      const fresh = await freshDatabase(server.url, 'standings_old');
      try {
        old.push({
          kind: 'PostgreSQL',
          result: await runOldDesign('postgres', fresh.url, teams, teams >= 1_000_000 ? 1 : 3),
        });
      } finally {
        await fresh.drop();
      }
    }
  } finally {
    await server.stop();
  }
  const section = reportStandings({ machine, ours, old, memory, smoke });
  say(section);
  if (!smoke && !process.argv.includes('--no-write')) writeSection('Standings', section);
}

await main();
