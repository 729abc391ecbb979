/**
 * The demo data set (decision 008): on the first start of an empty database, a fictional but
 * realistic season with dates relative to today. The demo administrator's password is made at
 * random once and kept in `${dataDir}/demo-admin.json` so every start can print it again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../modules/auth/password';
import { ADVISORY_LOCKS } from '../advisory-locks';
import type { Db } from '../client';
import { competitions, users } from '../schema/index';
import { ensureAdministrator } from './admin';
import { seedArticles } from './articles';
import { seedCompetitions } from './competitions';
import { seedFeedback, seedLeague, seedPlayers, seedTeams } from './players';
import { seedPhaseEnds } from './phase-ends';
import { createRandom } from './random';

export const DEMO_ADMIN_EMAIL = 'admin@eventing-manager.local';
const CREDENTIALS_FILE = 'demo-admin.json';
/** Any constant will do: the same seed gives the same people and results on every first start. */
const DATA_SEED = 20_240_501;

type Credentials = { email: string; password: string };
export type SeedOutcome = { seeded: boolean; admin?: Credentials };

function readCredentials(dataDir: string): Credentials | undefined {
  try {
    const parsed: unknown = JSON.parse(
      fs.readFileSync(path.join(dataDir, CREDENTIALS_FILE), 'utf8'),
    );
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'email' in parsed &&
      'password' in parsed &&
      typeof parsed.email === 'string' &&
      typeof parsed.password === 'string'
    )
      return { email: parsed.email, password: parsed.password };
  } catch {
    // no file yet, or unreadable: nothing to print
  }
  return undefined;
}

function writeCredentials(dataDir: string, credentials: Credentials) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, CREDENTIALS_FILE);
  fs.writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** The saved sign-in, only while it still opens the demo administrator's account. */
async function currentCredentials(db: Db, dataDir: string): Promise<Credentials | undefined> {
  const credentials = readCredentials(dataDir);
  if (!credentials) return undefined;
  const [row] = await db
    .select({ passwordHash: users.passwordHash, isAdmin: users.isAdmin })
    .from(users)
    .where(sql`lower(${users.email}) = ${credentials.email.toLowerCase()}`)
    .limit(1);
  if (!row?.isAdmin || !(await verifyPassword(row.passwordHash, credentials.password)))
    return undefined;
  return credentials;
}

async function isEmpty(db: Db): Promise<boolean> {
  const count = sql<number>`count(*)::int`;
  const [competitionCount] = await db.select({ count }).from(competitions);
  const [userCount] = await db.select({ count }).from(users);
  return competitionCount?.count === 0 && userCount?.count === 0;
}

/** Seeds the demo data when the database has no competitions and no users; otherwise nothing. */
export async function seedDemoDataIfEmpty(
  db: Db,
  now: Date,
  dataDir: string,
): Promise<SeedOutcome> {
  if (!(await isEmpty(db))) {
    const admin = await currentCredentials(db, dataDir);
    return admin ? { seeded: false, admin } : { seeded: false };
  }
  const credentials: Credentials = {
    email: DEMO_ADMIN_EMAIL,
    password: crypto.randomBytes(12).toString('base64url'),
  };
  // Players never sign in: their password is a secret nobody keeps.
  const playerHash = hashPassword(crypto.randomBytes(32).toString('base64url'));
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed})`);
    if (!(await isEmpty(tx))) return false;
    const random = createRandom(DATA_SEED);
    const adminId =
      (await ensureAdministrator(tx, credentials.email, credentials.password)) ?? null;
    const competitionRows = await seedCompetitions(tx, random, now);
    const playerIds = await seedPlayers(tx, random, now, await playerHash);
    const teams = await seedTeams(tx, random, now, playerIds, competitionRows);
    await seedPhaseEnds(tx);
    await seedLeague(tx, now, playerIds, teams);
    await seedArticles(tx, random, now, competitionRows, adminId, playerIds);
    await seedFeedback(tx, now, playerIds, adminId);
    writeCredentials(dataDir, credentials);
    return true;
  });
  if (!seeded) {
    const admin = await currentCredentials(db, dataDir);
    return admin ? { seeded: false, admin } : { seeded: false };
  }
  return { seeded: true, admin: credentials };
}
