import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS } from '../../contract/admin-articles';
import { imageUrlSchema } from '../../contract/image-url';
import { buildArticle } from '../modules/articles/articles.fixtures';
import { openTestDatabase } from '../test/database';
import { buildAthlete, buildVenue } from '../test/factories';
import { migrationsFolder, type Database } from './client';
import { articles, athletes, venues } from './schema/index';

/** Image addresses stored before the contract checked them, and good ones beside them. */
const STORED = [
  'https://example.com/horse.jpg',
  'HTTP://example.com/a.png?w=200',
  '/uploads/4f2a9c.webp',
  '/uploads/.hidden-1.png',
  '  https://example.com/padded.png  ',
  '\u00a0/uploads/nbsp-padded.png\u3000',
  `https://example.com/${'a'.repeat(1960)}`,
  `https://example.com/${'🐎'.repeat(1980)}`,
  `https://example.com/${'🐎'.repeat(1981)}`,
  `https://example.com/${'a'.repeat(2000)}`,
  '',
  '   ',
  'javascript:alert(1)',
  'data:text/html,hi',
  'data:image/png;base64,iVBORw0KGgo=',
  'vbscript:msgbox(1)',
  '//evil.example/a.png',
  'example.com/a.png',
  'images/horse.jpg',
  '/uploads/../secret',
  '/uploads/..',
  '/uploads/.',
  '/uploads/',
  '/uploads/a/b.png',
  '/api/admin/data/users',
  'https://example.com/a b.png',
  'https://example.com/a\u00a0b.png',
  'https://example.com/"onerror="alert(1)',
  "https://example.com/'x",
  'https://example.com/<b>',
  'https://',
  'ftp://example.com/a.png',
];

/** What the contract would keep of `value`: the stored text as it is, or null for none. */
const kept = (max: number) => (value: string) => {
  const parsed = imageUrlSchema('Image URL', max).safeParse(value);
  return parsed.success && parsed.data !== null ? value : null;
};

/** Runs a migration's statements again, on rows written as an older version left them. */
async function rerun(database: Database, file: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

describe('0016 clears the image addresses the contract refuses', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('on athletes, venues and articles, keeping http(s) addresses and uploaded images as stored', async () => {
    const db = database.db;
    const athleteIds: number[] = [];
    const venueIds: number[] = [];
    const articleIds: number[] = [];
    for (const value of STORED) {
      athleteIds.push((await buildAthlete(db, { profileImageUrl: value })).id);
      venueIds.push((await buildVenue(db, { imageUrl: value })).id);
      articleIds.push((await buildArticle(db, { featuredImageUrl: value })).id);
    }
    const untouched = await buildAthlete(db, { profileImageUrl: null });

    await rerun(database, '0016_image_addresses_cleared.sql');

    const byId = <T extends { id: number }>(rows: T[], ids: number[]) =>
      ids.map((id) => rows.find((row) => row.id === id));
    const athleteRows = await db
      .select({ id: athletes.id, url: athletes.profileImageUrl })
      .from(athletes)
      .where(inArray(athletes.id, [...athleteIds, untouched.id]));
    const venueRows = await db
      .select({ id: venues.id, url: venues.imageUrl })
      .from(venues)
      .where(inArray(venues.id, venueIds));
    const articleRows = await db
      .select({ id: articles.id, url: articles.featuredImageUrl })
      .from(articles)
      .where(inArray(articles.id, articleIds));

    const expected = STORED.map(kept(2000));
    expect(byId(athleteRows, athleteIds).map((row) => row?.url)).toEqual(expected);
    expect(byId(venueRows, venueIds).map((row) => row?.url)).toEqual(expected);
    expect(byId(articleRows, articleIds).map((row) => row?.url)).toEqual(
      STORED.map(kept(ARTICLE_LIMITS.imageUrl)),
    );
    expect(athleteRows.find((row) => row.id === untouched.id)?.url).toBeNull();
    // The list holds both kinds, and addresses only the length separates.
    expect(expected.filter((value) => value !== null)).toHaveLength(8);
    expect(
      STORED.map(kept(ARTICLE_LIMITS.imageUrl)).filter((value) => value !== null),
    ).toHaveLength(10);
  });
});
