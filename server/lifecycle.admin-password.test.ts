import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../contract/auth';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { users } from './db/schema/index';
import { prepareDatabase } from './lifecycle';
import { openTestDatabase } from './test/database';

const silent = { info: () => undefined, error: () => undefined };

describe('the administrator from ADMIN_PASSWORD at start-up', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const start = (email: string, password: string) =>
    prepareDatabase(
      database,
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'em-admin-')),
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

  it('stops the start on a short one with the 8-character sentence', async () => {
    await expect(start('short-admin@example.test', 'Qz7!')).rejects.toThrow(
      `ADMIN_PASSWORD is refused: ${AUTH_MESSAGES.passwordTooShort}`,
    );
  });

  it('creates the administrator with a strong one', async () => {
    await start('strong-admin@example.test', 'e2e-admin-password');
    expect(await adminRow('strong-admin@example.test')).toMatchObject({ isAdmin: true });
  });
});
