// Crash durability: start the server, stream team saves, votes and score saves, SIGKILL it
// mid-stream, restart it on the same data, and check that every write answered 2xx is there and
// the data is consistent. Runs on PGlite (the database dies with the process) and PostgreSQL.
// Usage: npx tsx scripts/crash-durability.ts [--db pglite|postgres|both] [--runs N] [--url postgres://…]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { buildCompetition, buildEntry, buildUser } from '../server/test/factories';

type Kind = 'pglite' | 'postgres';
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const which = option('db') ?? 'pglite';
const postgresUrl = option('url') ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const PASSWORD = 'crash test passphrase';
const PLAYERS = 8;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });

type Server = { process: ChildProcess; base: string; output: string[] };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { process: child, base, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output.join('')}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

type Call = { status: number; body: unknown };
function client(base: string, cookie?: string) {
  return async (method: string, url: string, payload?: unknown): Promise<Call> => {
    const response = await fetch(base + url, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body };
  };
}

type Fixture = {
  adminEmail: string;
  playerEmails: string[];
  openCompetition: number;
  openEntries: number[];
  liveCompetition: number;
  liveEntries: number[];
};

async function seed(database: Database): Promise<Fixture> {
  await database.migrate();
  const db = database.db;
  const now = new Date();
  const admin = await buildUser(db, {
    email: 'crash-admin@example.test',
    isAdmin: true,
    password: PASSWORD,
  });
  const playerEmails: string[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    playerEmails.push(
      (await buildUser(db, { email: `crash-${index}@example.test`, password: PASSWORD })).email,
    );
  }
  const open = await buildCompetition(db, now);
  const live = await buildCompetition(db, now, {
    status: 'live',
    startDate: new Date(now.getTime() - 3_600_000),
    deadline: new Date(now.getTime() - 7_200_000),
  });
  const openEntries: number[] = [];
  const liveEntries: number[] = [];
  for (let index = 0; index < 9; index += 1) {
    openEntries.push((await buildEntry(db, open.id, { price: '2.0' })).id);
    liveEntries.push((await buildEntry(db, live.id, { price: '2.0' })).id);
  }
  return {
    adminEmail: admin.email,
    playerEmails,
    openCompetition: open.id,
    openEntries,
    liveCompetition: live.id,
    liveEntries,
  };
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

/** A stored team's entry ids in order, or null when there is none. */
function teamIds(body: unknown): string | null {
  const selections = (body as { selections?: Array<{ competitionEntryId: number }> } | null)
    ?.selections;
  if (!selections) return null;
  return selections
    .map((pick) => pick.competitionEntryId)
    .sort((a, b) => a - b)
    .join(',');
}

type Expected = { acked: string | null; pending: string | null };
type Ledger = Map<string, Expected>;

/** One run: fire writes, kill the server, restart, compare. Returns the writes verified. */
async function crashRun(kind: Kind, run: number, env: Record<string, string>, fixture: Fixture) {
  let server = await startServer(env);
  const admin = client(server.base, await signIn(server.base, fixture.adminEmail));
  const cookies = await Promise.all(
    fixture.playerEmails.map((email) => signIn(server.base, email)),
  );
  const article = await admin('POST', '/api/admin/articles', {
    title: `Crash poll ${run}`,
    excerpt: 'E',
    content: 'C',
    isPublished: true,
  });
  const articleId = (article.body as { id: number }).id;
  const poll = await admin('POST', `/api/admin/articles/${articleId}/polls`, {
    question: 'Who wins?',
    options: ['A', 'B', 'C'],
  });
  const { id: pollId, options } = poll.body as { id: number; options: Array<{ id: number }> };

  const ledger: Ledger = new Map();
  const note = (key: string, value: string, state: 'pending' | 'acked') => {
    const entry = ledger.get(key) ?? { acked: null, pending: null };
    if (state === 'pending') entry.pending = value;
    else {
      entry.acked = value;
      entry.pending = null;
    }
    ledger.set(key, entry);
  };
  // Earlier runs left state behind: it is the baseline each key starts from.
  for (const [player, cookie] of cookies.entries()) {
    const team = await client(server.base, cookie)(
      'GET',
      `/api/fantasy/teams/${fixture.openCompetition}`,
    );
    const ids = teamIds(team.body);
    if (ids) note(`team:${player}`, ids, 'acked');
  }
  const before = await admin('GET', `/api/competitions/${fixture.liveCompetition}/entries`);
  for (const entry of before.body as Array<{ id: number; dr_score: number | null }>) {
    if (entry.dr_score !== null) note(`score:${entry.id}`, entry.dr_score.toFixed(1), 'acked');
  }
  let stop = false;
  const refusals: string[] = [];
  let acknowledged = 0;
  const loops: Array<Promise<void>> = [];
  cookies.forEach((cookie, player) => {
    const as = client(server.base, cookie);
    loops.push(
      (async () => {
        const option = options[player % options.length]?.id ?? 0;
        note(`vote:${player}`, String(option), 'pending');
        const vote = await as('POST', `/api/polls/${pollId}/vote`, { optionId: option }).catch(
          () => null,
        );
        if (vote?.status === 200) {
          note(`vote:${player}`, String(option), 'acked');
          acknowledged += 1;
        }
        for (let round = 0; !stop; round += 1) {
          const start = (player + round) % 4;
          const picks = fixture.openEntries.slice(start, start + 5);
          const key = `team:${player}`;
          note(key, picks.join(','), 'pending');
          const saved = await as('POST', '/api/fantasy/teams', {
            competitionId: fixture.openCompetition,
            selections: picks.map((id) => ({ competitionEntryId: id })),
          }).catch(() => null);
          if (saved?.status !== 200) {
            if (!stop) refusals.push(`team ${saved?.status}: ${JSON.stringify(saved?.body)}`);
            break;
          }
          note(key, picks.join(','), 'acked');
          acknowledged += 1;
        }
      })(),
    );
  });
  fixture.liveEntries.forEach((entryId, index) => {
    loops.push(
      (async () => {
        for (let round = 0; !stop; round += 1) {
          const score = ((200 + index * 10 + round) % 700) / 10;
          const key = `score:${entryId}`;
          note(key, score.toFixed(1), 'pending');
          const saved = await admin('PATCH', `/api/competition-entries/${entryId}/scoring`, {
            dr_score: score,
          }).catch(() => null);
          if (saved?.status !== 200) {
            if (!stop) refusals.push(`score ${saved?.status}: ${JSON.stringify(saved?.body)}`);
            break;
          }
          note(key, score.toFixed(1), 'acked');
          acknowledged += 1;
        }
      })(),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 4000 + Math.random() * 4000));
  server.process.kill('SIGKILL');
  stop = true;
  await Promise.allSettled(loops);
  await exited(server.process);

  server = await startServer(env);
  const problems: string[] = refusals.map((refusal) => `a write was refused: ${refusal}`);
  const adminAfter = client(server.base, await signIn(server.base, fixture.adminEmail));
  let verified = 0;
  const check = (key: string, actual: string | null) => {
    const expected = ledger.get(key);
    if (!expected || (expected.acked === null && expected.pending === null)) return;
    const allowed = [expected.acked, expected.pending];
    if (expected.acked === null) allowed.push(null);
    if (!allowed.includes(actual)) {
      problems.push(`${key}: stored ${actual}, answered 2xx for ${expected.acked}`);
    }
    if (expected.acked !== null) verified += 1;
  };
  for (const [player, cookie] of cookies.entries()) {
    const as = client(server.base, cookie);
    const team = await as('GET', `/api/fantasy/teams/${fixture.openCompetition}`);
    const ids = teamIds(team.body);
    check(`team:${player}`, ids);
    if (ids && ids.split(',').length !== 5) problems.push(`team:${player}: ${ids} stored`);
    const vote = await as('GET', `/api/polls/${pollId}/user-vote`);
    const voted = (vote.body as { userVote: number | null }).userVote;
    check(`vote:${player}`, voted === null ? null : String(voted));
  }
  const entries = await adminAfter('GET', `/api/competitions/${fixture.liveCompetition}/entries`);
  for (const entry of entries.body as Array<{ id: number; dr_score: number | null }>) {
    check(`score:${entry.id}`, entry.dr_score === null ? null : entry.dr_score.toFixed(1));
  }
  const pollAfter = await adminAfter('GET', `/api/articles/${articleId}/poll`);
  const tally = (pollAfter.body as { options: Array<{ voteCount: number }> }).options.reduce(
    (sum, item) => sum + item.voteCount,
    0,
  );
  const votes = [...ledger.keys()].filter((key) => key.startsWith('vote:'));
  const stored = await Promise.all(
    cookies.map(async (cookie) => {
      const answer = await client(server.base, cookie)('GET', `/api/polls/${pollId}/user-vote`);
      return (answer.body as { userVote: number | null }).userVote;
    }),
  );
  if (tally !== stored.filter((item) => item !== null).length) {
    problems.push(
      `poll tally ${tally} differs from ${stored.filter((item) => item !== null).length} stored votes (${votes.length} cast)`,
    );
  }
  server.process.kill('SIGTERM');
  await exited(server.process);
  console.info(
    `${kind} run ${run}: ${acknowledged} writes answered 2xx before SIGKILL, ${verified} keys verified, ${problems.length} problems`,
  );
  return { acknowledged, verified, problems };
}

async function runKind(kind: Kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `em-crash-${kind}-`));
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    APP_URL: 'http://127.0.0.1',
  };
  let dropDatabase = (): Promise<void> => Promise.resolve();
  let database: Database;
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL needs --url or TEST_DATABASE_URL');
    const name = `em_crash_${process.pid}`;
    const adminClient = new pg.Client({ connectionString: postgresUrl });
    await adminClient.connect();
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.query(`create database ${name}`);
    await adminClient.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    database = await openPostgres({ url: url.toString(), poolSize: 2 });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  }
  const fixture = await seed(database);
  await database.close();
  const totals = { runs: 0, acknowledged: 0, verified: 0, problems: [] as string[] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      const result = await crashRun(kind, run, env, fixture);
      totals.runs += 1;
      totals.acknowledged += result.acknowledged;
      totals.verified += result.verified;
      totals.problems.push(...result.problems);
    }
  } finally {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return totals;
}

const kinds: Kind[] = which === 'both' ? ['pglite', 'postgres'] : [which as Kind];
let failed = false;
const summary: Record<string, unknown> = {};
for (const kind of kinds) {
  const totals = await runKind(kind);
  summary[kind] = { ...totals, problems: totals.problems.length };
  for (const problem of totals.problems) console.error(`  LOST ${kind}: ${problem}`);
  if (totals.problems.length > 0) failed = true;
  console.info(
    `${kind}: ${totals.runs} crash runs, ${totals.acknowledged} writes answered 2xx, ${totals.verified} final states verified, ${totals.problems.length} lost`,
  );
}
fs.mkdirSync('.tmp/security', { recursive: true });
fs.writeFileSync('.tmp/security/crash-durability.json', JSON.stringify(summary, null, 2));
process.exit(failed ? 1 : 0);
