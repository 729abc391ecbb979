import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../contract/auth';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { competitions, users } from './db/schema/index';
import { prepareDatabase } from './lifecycle';
import { openTestDatabase } from './test/database';

const silent = { info: () => undefined, error: () => undefined };

describe('the administrator from ADMIN_PASSWORD at start-up', () => {
  let database: Database;
  const dataDirs: string[] = [];
  const dataDir = () => {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'em-admin-'));
    dataDirs.push(made);
    return made;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    for (const made of dataDirs) fs.rmSync(made, { recursive: true, force: true });
  });

  const start = (email: string, password: string) =>
    prepareDatabase(
      database,
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir(),
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        DEMO_DATA: 'false',
      }),
      silent,
    );
  const adminRow = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email)))[0];

  it.each(['password123', 'administrator1', 'weak-admin@example.test'])(
    'stops the start on the guessable %j, saying why, and creates no one',
    async (password) => {
      await expect(start('weak-admin@example.test', password)).rejects.toThrow(
        /^ADMIN_PASSWORD is refused: This password is too easy to guess\. /,
      );
      expect(await adminRow('weak-admin@example.test')).toBeUndefined();
    },
  );

  it('stops the start before the demo data is seeded on an empty database', async () => {
    const logged: string[] = [];
    await expect(
      prepareDatabase(
        database,
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir(),
          ADMIN_EMAIL: 'demo-admin@example.test',
          ADMIN_PASSWORD: 'password123',
        }),
        { info: (message) => logged.push(message), error: (message) => logged.push(message) },
      ),
    ).rejects.toThrow(/^ADMIN_PASSWORD is refused: /);
    expect(logged).toEqual([]);
    expect(await database.db.$count(competitions)).toBe(0);
    expect(await database.db.$count(users)).toBe(0);
  });

  it('stops the start on a short one with the 8-character sentence', async () => {
    await expect(start('short-admin@example.test', 'Qz7!')).rejects.toThrow(
      `ADMIN_PASSWORD is refused: ${AUTH_MESSAGES.passwordTooShort}`,
    );
  });

  it('creates the administrator with a strong one', async () => {
    await start('strong-admin@example.test', 'e2e-admin-password');
    expect(await adminRow('strong-admin@example.test')).toMatchObject({ isAdmin: true });
  });

  it('stops the server on a weak or half-given administrator before it opens the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-admin-start-'));
    const run = (settings: Record<string, string>) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'server/main.ts'],
          {
            cwd: path.resolve(import.meta.dirname, '..'),
            env: { ...process.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, ...settings },
          },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
    const weak = await run({ ADMIN_EMAIL: 'admin@example.test', ADMIN_PASSWORD: 'password123' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('ADMIN_PASSWORD is refused: This password is too easy to guess.');
    const half = await run({ ADMIN_EMAIL: 'admin@example.test' });
    expect(half.code).toBe(1);
    expect(half.stderr).toContain(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be given together',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
