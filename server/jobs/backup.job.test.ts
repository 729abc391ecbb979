import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { backupKindOf } from '../backup/backup-file';
import { openTestDatabase, testDatabaseUrl } from '../test/database';
import { backupFileName, pruneBackups, takeScheduledBackup } from './backup.job';

describe('scheduled backups', () => {
  let database: Database;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-scheduled-backups-'));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are named by their UTC time and kind', () => {
    const at = new Date('2026-09-14T06:05:09.123Z');
    expect(backupFileName('pglite', at)).toBe('eventing-20260914-060509.tar.gz');
    expect(backupFileName('postgres', at)).toBe('eventing-20260914-060509.dump');
  });

  it('write a restorable backup each time and keep only the newest', async () => {
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    const config = { databaseUrl: testDatabaseUrl(database), backup: { dir, keep: 2 } };
    const written: string[] = [];
    for (const hour of [1, 2, 3]) {
      written.push(
        await takeScheduledBackup(database, config, new Date(Date.UTC(2026, 8, 14, hour))),
      );
    }
    const kind = database.kind === 'postgres' ? 'postgres' : 'pglite';
    expect(fs.readdirSync(dir).sort()).toEqual(
      [...written.slice(1).map((file) => path.basename(file)), 'notes.txt'].sort(),
    );
    for (const file of written.slice(1)) expect(backupKindOf(file)).toBe(kind);
    expect(pruneBackups(dir, 1)).toEqual([path.basename(written[1] ?? '')]);
  }, 120_000);
});

describe('backup and metrics settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/em-settings' } as const;

  it('read intervals, counts and the metrics port', () => {
    const config = loadConfig({
      ...base,
      BACKUP_DIR: '/srv/backups',
      BACKUP_EVERY: '6h',
      BACKUP_KEEP: '30',
      METRICS_PORT: '9464',
    });
    expect(config.backup).toEqual({ dir: '/srv/backups', everyMs: 6 * 3_600_000, keep: 30 });
    expect(config.metrics).toEqual({ token: undefined, port: 9464, host: '127.0.0.1' });
    expect(loadConfig(base).backup).toEqual({ dir: undefined, everyMs: undefined, keep: 14 });
  });

  it('refuse what cannot work, saying why', () => {
    expect(() => loadConfig({ ...base, BACKUP_DIR: '/srv/backups' })).toThrow(
      'Invalid configuration: BACKUP_DIR and BACKUP_EVERY must be given together (scheduled backups).',
    );
    expect(() => loadConfig({ ...base, BACKUP_DIR: '/b', BACKUP_EVERY: '2m' })).toThrow(
      'BACKUP_EVERY: must be a whole number of minutes, hours or days, such as 30m, 6h or 1d (at least 5m)',
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 printable characters, without spaces',
    );
  });
});
