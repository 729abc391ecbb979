// Backup during a deadline rush: players save teams as fast as the server answers while
// `npm run backup` runs; the backup is restored into a fresh database, and every save the
// server acknowledged before the backup began must be there, each team whole (its name and its
// five picks from one save). Runs on PGlite (through the running server's control socket) and
// PostgreSQL (pg_dump). Usage: npx tsx scripts/backup-during-load.ts [--db pglite|postgres|both] [--url postgres://…]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { buildCompetition, buildEntry, buildUser } from '../server/test/factories';

type Kind = 'pglite' | 'postgres';
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const which = option('db') ?? 'pglite';
const postgresUrl = option('url') ?? process.env.TEST_DATABASE_URL;
const PASSWORD = 'backup load passphrase';
const PLAYERS = 8;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output.join('')}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code ?? 1));
  });

/** Runs `npm run backup|restore -- FILE` as an operator would, with the given settings. */
async function runCli(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/backup/cli.ts', command, file],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await exited(child);
  if (code !== 0) throw new Error(`${command} failed (${code}): ${output}`);
  return output.trim();
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function seed(database: Database) {
  await database.migrate();
  const now = new Date();
  const emails: string[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const user = await buildUser(database.db, {
      email: `rush-${index}@example.test`,
      password: PASSWORD,
    });
    emails.push(user.email);
  }
  const competition = await buildCompetition(database.db, now);
  const entries: number[] = [];
  for (let index = 0; index < 9; index += 1) {
    entries.push((await buildEntry(database.db, competition.id, { price: '2.0' })).id);
  }
  return { emails, competitionId: competition.id, entries };
}

type Save = { round: number; picks: string };

/** The picks of a player's round, so that a restored team's name says which picks it must hold. */
const picksOf = (entries: number[], player: number, round: number) =>
  entries.slice((player + round) % 5, ((player + round) % 5) + 5);

async function runKind(kind: Kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `em-backup-load-${kind}-`));
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    APP_URL: 'http://127.0.0.1',
  };
  const databases: string[] = [];
  const databaseUrl = (name: string) => {
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let database: Database;
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL needs --url or TEST_DATABASE_URL');
    for (const name of [`em_rush_${process.pid}`, `em_rush_restored_${process.pid}`]) {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
      databases.push(name);
    }
    env.DATABASE_URL = databaseUrl(databases[0] ?? '');
    database = await openPostgres({ url: env.DATABASE_URL, poolSize: 2 });
  } else {
    database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  }
  const fixture = await seed(database);
  await database.close();
  const file = path.join(dataDir, kind === 'postgres' ? 'rush.dump' : 'rush.tar.gz');
  const problems: string[] = [];
  try {
    const server = await startServer(env);
    const cookies = await Promise.all(fixture.emails.map((email) => signIn(server.base, email)));
    const acked: Array<Save | null> = cookies.map(() => null);
    const attempted: number[] = cookies.map(() => -1);
    let stop = false;
    let saves = 0;
    const loops = cookies.map(async (cookie, player) => {
      for (let round = 0; !stop; round += 1) {
        attempted[player] = round;
        const picks = picksOf(fixture.entries, player, round);
        const response = await fetch(`${server.base}/api/fantasy/teams`, {
          method: 'POST',
          headers: { origin: server.base, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            competitionId: fixture.competitionId,
            teamName: `P${player} R${round}`,
            selections: picks.map((id) => ({ competitionEntryId: id })),
          }),
        });
        if (response.status !== 200) {
          problems.push(`save refused: ${response.status} ${await response.text()}`);
          return;
        }
        acked[player] = { round, picks: picks.join(',') };
        saves += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = acked.map((save) => save?.round ?? -1);
    const savesBefore = saves;
    const started = Date.now();
    const said = await runCli('backup', file, env);
    const took = Date.now() - started;
    const savesDuring = saves - savesBefore;
    stop = true;
    await Promise.all(loops);
    server.child.kill('SIGTERM');
    await exited(server.child);

    const restoredEnv: Record<string, string> =
      kind === 'postgres'
        ? { ...env, DATABASE_URL: databaseUrl(databases[1] ?? '') }
        : { ...env, DATA_DIR: path.join(dataDir, 'restored') };
    await runCli('restore', file, restoredEnv);
    const restored =
      kind === 'postgres'
        ? await openPostgres({ url: restoredEnv.DATABASE_URL ?? '', poolSize: 2 })
        : await openPglite({ dataDir: path.join(restoredEnv.DATA_DIR ?? '', 'pglite') });
    try {
      const result = await restored.db.execute(sql`
        select u.email, t.team_name,
               string_agg(s.competition_entry_id::text, ',' order by s.competition_entry_id) as picks
          from fantasy_teams t
          join users u on u.id = t.user_id
          join fantasy_team_selections s on s.fantasy_team_id = t.id
         where t.competition_id = ${fixture.competitionId}
         group by u.email, t.team_name`);
      const teams = new Map(
        (result as { rows: Array<{ email: string; team_name: string; picks: string }> }).rows.map(
          (row) => [row.email, row],
        ),
      );
      fixture.emails.forEach((email, player) => {
        const team = teams.get(email);
        const minimum = before[player] ?? -1;
        if (!team) {
          if (minimum >= 0) problems.push(`${email}: no team, round ${minimum} was acknowledged`);
          return;
        }
        const round = Number(/^P\d+ R(\d+)$/.exec(team.team_name)?.[1] ?? -1);
        if (round < minimum) {
          problems.push(
            `${email}: round ${round} restored, round ${minimum} was acknowledged first`,
          );
        }
        if (round > (attempted[player] ?? -1)) problems.push(`${email}: round ${round} never sent`);
        const expected = [...picksOf(fixture.entries, player, round)]
          .sort((a, b) => a - b)
          .join(',');
        if (team.picks !== expected) {
          problems.push(
            `${email}: ${team.team_name} restored with picks ${team.picks}, saved ${expected}`,
          );
        }
      });
    } finally {
      await restored.close();
    }
    console.info(
      `${kind}: ${savesBefore} saves acknowledged before the backup, ${savesDuring} during it (${took} ms); ${said.split('\n')[0] ?? ''}; restored: ${problems.length} problems`,
    );
  } finally {
    for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return problems;
}

const kinds: Kind[] = which === 'both' ? ['pglite', 'postgres'] : [which as Kind];
let failed = false;
for (const kind of kinds) {
  const problems = await runKind(kind);
  for (const problem of problems) console.error(`  LOST ${kind}: ${problem}`);
  if (problems.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
