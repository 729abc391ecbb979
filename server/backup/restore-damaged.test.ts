import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite, openPostgres, type Database, type Db } from '../db/client';
import { createEmptyPostgresDatabase, openTestDatabase, testDatabaseUrl } from '../test/database';
import { buildCompetition, buildEntry, buildUser } from '../test/factories';
import { restoreBackup, takeBackup } from './backup.service';
import { copyDatabase } from './copy-database';
import { runPostgresTool } from './postgres-tools';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'em-restore-damaged-'));
const file = (name: string) => path.join(folder, name);

/** The first half of `source`'s bytes, as a copy cut short in transfer would be. */
function truncated(source: string, name: string) {
  const bytes = fs.readFileSync(source);
  fs.writeFileSync(file(name), bytes.subarray(0, Math.floor(bytes.length / 2)));
  return file(name);
}

/** What a restore must leave alone: the tables, the users and one marked row. */
async function stateOf(db: Db) {
  const result = await db.execute(
    sql`select (select count(*)::int from information_schema.tables where table_schema in ('public', 'drizzle')) as tables,
               (select count(*)::int from users) as users,
               (select count(*)::int from users where email = 'kept@example.test') as kept`,
  );
  return (result as { rows: Array<{ tables: number; users: number; kept: number }> }).rows[0];
}

/** An embedded database copy of `database`'s rows, as `npm run backup` writes one. */
async function embeddedCopy(database: Database, name: string, extra: string[] = []) {
  const embedded = await openPglite({});
  try {
    await embedded.migrate();
    await copyDatabase(database.db, embedded.db);
    for (const statement of extra) await embedded.db.execute(sql.raw(statement));
    const blob = await embedded.dumpDataDir?.();
    fs.writeFileSync(file(name), Buffer.from(await (blob ?? new Blob([])).arrayBuffer()));
  } finally {
    await embedded.close();
  }
  return file(name);
}

const damaged = (name: string) =>
  `${file(name)} is damaged or incomplete: it is not a whole backup. Nothing was changed.`;
const notEmbedded = (name: string) =>
  `${file(name)} is not a backup: it is a gzip file, but it holds no embedded database of this app. Nothing was changed.`;

describe('a restore the file cannot complete changes nothing', () => {
  let source: Database;
  let goodGzip: string;
  let cutGzip: string;
  let plainGzip: string;

  beforeAll(async () => {
    source = await openTestDatabase();
    await buildUser(source.db, { email: 'kept@example.test' });
    await buildUser(source.db);
    const competition = await buildCompetition(source.db, new Date('2026-06-01T12:00:00Z'));
    await buildEntry(source.db, competition.id);
    goodGzip = await embeddedCopy(source, 'good.tar.gz');
    cutGzip = truncated(goodGzip, 'cut.tar.gz');
    plainGzip = file('plain.gz');
    fs.writeFileSync(plainGzip, zlib.gzipSync('A gzip file, but not a backup.\n'));
  }, 180_000);
  afterAll(async () => {
    await source.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  describe.skipIf(onPostgres)('into a DATA_DIR', () => {
    const dataDir = file('full');
    const settings = { dataDir, databaseUrl: undefined };
    const listing = () => fs.readdirSync(dataDir).sort();

    /** The restored folder's state, opened and closed again as the next start would. */
    async function restoredState() {
      const opened = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      try {
        return await stateOf(opened.db);
      } finally {
        await opened.close();
      }
    }

    let before: Awaited<ReturnType<typeof stateOf>>;
    beforeAll(async () => {
      await restoreBackup(settings, goodGzip, { force: false });
      before = await restoredState();
      expect(before).toMatchObject({ users: 2, kept: 1 });
    }, 120_000);

    it('refuses a truncated copy with --force before setting the database aside', async () => {
      const files = listing();
      await expect(restoreBackup(settings, cutGzip, { force: true })).rejects.toThrow(
        damaged('cut.tar.gz'),
      );
      expect(listing()).toEqual(files);
      expect(await restoredState()).toEqual(before);
    });

    it('refuses a gzip file that holds no database with --force, naming it', async () => {
      const files = listing();
      await expect(restoreBackup(settings, plainGzip, { force: true })).rejects.toThrow(
        notEmbedded('plain.gz'),
      );
      expect(listing()).toEqual(files);
      expect(await restoredState()).toEqual(before);
    });

    it("refuses another database's copy, one without this app's tables", async () => {
      const other = await PGlite.create();
      const blob = await other.dumpDataDir('gzip');
      await other.close();
      fs.writeFileSync(file('other.tar.gz'), Buffer.from(await blob.arrayBuffer()));
      const files = listing();
      await expect(restoreBackup(settings, file('other.tar.gz'), { force: true })).rejects.toThrow(
        notEmbedded('other.tar.gz'),
      );
      expect(listing()).toEqual(files);
      expect(await restoredState()).toEqual(before);
    }, 180_000);

    it('leaves no pglite folder behind in an empty DATA_DIR', async () => {
      const empty = file('empty');
      fs.mkdirSync(path.join(empty, 'pglite'), { recursive: true });
      await expect(
        restoreBackup({ dataDir: empty, databaseUrl: undefined }, cutGzip, { force: false }),
      ).rejects.toThrow(damaged('cut.tar.gz'));
      await expect(
        restoreBackup({ dataDir: empty, databaseUrl: undefined }, plainGzip, { force: false }),
      ).rejects.toThrow(notEmbedded('plain.gz'));
      expect(fs.readdirSync(empty)).toEqual(['pglite']);
      expect(fs.readdirSync(path.join(empty, 'pglite'))).toEqual([]);
      const fresh = file('fresh');
      await expect(
        restoreBackup({ dataDir: fresh, databaseUrl: undefined }, cutGzip, { force: false }),
      ).rejects.toThrow(damaged('cut.tar.gz'));
      expect(fs.readdirSync(fresh)).toEqual([]);
    });

    it('replaces the database with --force once the copy has loaded, keeping the old one', async () => {
      const result = await restoreBackup(settings, goodGzip, { force: true });
      expect(result.setAside).toMatch(/pglite\.before-restore-/);
      expect(listing()).toEqual(['pglite', path.basename(result.setAside ?? '')].sort());
      expect(await restoredState()).toEqual(before);
    }, 120_000);
  });

  describe.skipIf(!onPostgres)('into PostgreSQL', () => {
    let full: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
    let target: Database;
    let goodDump: string;
    let before: Awaited<ReturnType<typeof stateOf>>;
    const settings = () => ({ dataDir: folder, databaseUrl: full.url });

    beforeAll(async () => {
      goodDump = file('good.dump');
      await takeBackup({ dataDir: folder, databaseUrl: testDatabaseUrl(source) }, goodDump);
      full = await createEmptyPostgresDatabase();
      await restoreBackup(settings(), goodDump, { force: false });
      target = await openPostgres({ url: full.url, poolSize: 2 });
      before = await stateOf(target.db);
      expect(before).toMatchObject({ users: 2, kept: 1 });
    }, 120_000);
    afterAll(async () => {
      await target.close();
      await full.drop();
    });

    it('refuses a truncated pg_dump archive with --force before dropping anything', async () => {
      const cut = truncated(goodDump, 'cut.dump');
      await expect(restoreBackup(settings(), cut, { force: true })).rejects.toThrow(
        damaged('cut.dump'),
      );
      expect(await stateOf(target.db)).toEqual(before);
    });

    it('refuses a truncated or foreign embedded copy with --force', async () => {
      await expect(restoreBackup(settings(), cutGzip, { force: true })).rejects.toThrow(
        damaged('cut.tar.gz'),
      );
      await expect(restoreBackup(settings(), plainGzip, { force: true })).rejects.toThrow(
        notEmbedded('plain.gz'),
      );
      expect(await stateOf(target.db)).toEqual(before);
    });

    it('undoes the emptying when pg_restore meets an error in the database', async () => {
      // The archive creates a schema the target already has: psql stops half-way.
      const extra = await createEmptyPostgresDatabase();
      try {
        await restoreBackup({ dataDir: folder, databaseUrl: extra.url }, goodDump, {
          force: false,
        });
        await runPostgresTool('psql', ['--quiet', '--command=create schema extra', extra.url]);
        await takeBackup({ dataDir: folder, databaseUrl: extra.url }, file('extra.dump'));
      } finally {
        await extra.drop();
      }
      await target.db.execute(sql`create schema extra`);
      try {
        await expect(
          restoreBackup(settings(), file('extra.dump'), { force: true }),
        ).rejects.toThrow(
          `The restore of ${file('extra.dump')} failed and was undone: nothing was changed. (psql failed (exit 3): `,
        );
        expect(await stateOf(target.db)).toEqual(before);
      } finally {
        await target.db.execute(sql`drop schema extra`);
      }
    }, 60_000);

    it('undoes the emptying when an embedded copy cannot be copied in', async () => {
      const newer = await embeddedCopy(source, 'newer.tar.gz', [
        'create table later_table (id int)',
        'insert into later_table values (1)',
      ]);
      await expect(restoreBackup(settings(), newer, { force: true })).rejects.toThrow(
        `The restore of ${newer} failed and was undone: nothing was changed.`,
      );
      expect(await stateOf(target.db)).toEqual(before);
    }, 120_000);

    it('replaces the database with --force from either kind of file, migrations recorded', async () => {
      const migrations = readMigrationFiles({ migrationsFolder }).length;
      const recorded = async () => {
        const result = await target.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        return (result as { rows: Array<{ count: number }> }).rows[0]?.count;
      };
      await restoreBackup(settings(), goodDump, { force: true });
      expect(await stateOf(target.db)).toEqual(before);
      expect(await recorded()).toBe(migrations);
      const copied = await restoreBackup(settings(), goodGzip, { force: true });
      expect(copied.tables?.users).toBe(2);
      expect(await stateOf(target.db)).toEqual(before);
      expect(await recorded()).toBe(migrations);
      await target.migrate();
      expect(await recorded()).toBe(migrations);
    }, 120_000);
  });
});
