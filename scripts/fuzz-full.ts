// The full fuzz run: at least 10,000 generated and broken requests over every endpoint, as every
// role, with the database compared around each refused request. `npm test` runs a smaller
// fixed-seed run (server/test/security/fuzz.test.ts). Writes its figures to .tmp/security/fuzz-full.json.
// Usage: npx tsx scripts/fuzz-full.ts [--requests 10000] [--seed 1] [--url postgres://…]
import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { runFuzz, type FuzzReport } from '../server/test/security/fuzz';
import { createHarness } from '../server/test/security/harness';
import { createWorld } from '../server/test/security/world';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const total = Number(option('requests') ?? 10_000);
const seed = Number(option('seed') ?? 1);
const url = option('url');
/** Each world is rebuilt after this many requests, so deletions early on do not starve later ones. */
const BATCH = 2500;

let crashes = 0;
process.on('uncaughtException', (error) => {
  crashes += 1;
  console.error('uncaught exception', error);
});
process.on('unhandledRejection', (error) => {
  crashes += 1;
  console.error('unhandled rejection', error);
});

async function openDatabase(
  batch: number,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openPglite({});
    await database.migrate();
    return { database, drop: () => Promise.resolve() };
  }
  const name = `em_fuzz_${process.pid}_${batch}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres({ url: target.toString(), poolSize: 4 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const reports: FuzzReport[] = [];
const started = Date.now();
for (let batch = 0, sent = 0; sent < total; batch += 1) {
  const requests = Math.min(BATCH, total - sent);
  const { database, drop } = await openDatabase(batch);
  const harness = await createHarness(database);
  try {
    const world = await createWorld(harness);
    const report = await runFuzz({
      harness,
      world,
      seed: seed + batch,
      requests,
      remoteAddressBase: batch,
      onProgress: (done) => {
        if (done % 500 === 0) console.info(`  batch ${batch + 1}: ${done}/${requests}`);
      },
    });
    reports.push(report);
    console.info(
      `batch ${batch + 1} (seed ${seed + batch}): ${report.requests} requests, ${report.refused} refused, ${report.failures.length} failures`,
    );
  } finally {
    await harness.close();
    await database.close();
    await drop();
  }
  sent += requests;
}

const covered = new Set(reports.flatMap((report) => report.endpointsCovered));
const byStatus: Record<string, number> = {};
for (const report of reports) {
  for (const [status, count] of Object.entries(report.byStatus)) {
    byStatus[status] = (byStatus[status] ?? 0) + count;
  }
}
const failures = reports.flatMap((report) => report.failures);
const summary = {
  database: url ? 'postgres' : 'pglite',
  seed,
  requests: reports.reduce((sum, report) => sum + report.requests, 0),
  endpoints: reports[0]?.endpoints ?? 0,
  endpointsCovered: covered.size,
  refused: reports.reduce((sum, report) => sum + report.refused, 0),
  refusedCheckedUnchanged: reports.reduce((sum, report) => sum + report.refusedChecked, 0),
  accepted: reports.reduce((sum, report) => sum + report.accepted, 0),
  serverErrors: Object.entries(byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0),
  crashes,
  byStatus,
  failures: failures.length,
  seconds: Math.round((Date.now() - started) / 1000),
};
fs.mkdirSync('.tmp/security', { recursive: true });
fs.writeFileSync(
  '.tmp/security/fuzz-full.json',
  JSON.stringify({ ...summary, failureList: failures }, null, 2),
);
console.info(JSON.stringify(summary, null, 2));
for (const failure of failures.slice(0, 50)) console.error(JSON.stringify(failure));
process.exit(failures.length > 0 || crashes > 0 || covered.size < summary.endpoints ? 1 : 0);
