import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../database';
import { ACCESS_MATRIX, type Fresh } from './access-matrix';
import { createHarness, type Harness } from './harness';
import { createWorld, ROLES, type Role, type World } from './world';

/**
 * Every GET endpoint, read by each kind of person: an endpoint whose answer differs from one
 * person to another depends on the session, and then every signed-in answer says
 * `private, no-store` and every answer `Vary: Cookie`, so no browser cache, CDN or service worker
 * hands one person's answer to someone else. Answers that are the same for everyone stay
 * cacheable (the calendar, results and articles are read offline).
 */
let harness: Harness;
let world: World;

type Answer = { role: Role; status: number; body: string; cacheControl: string; vary: string };

const noFresh = (): never => {
  throw new Error('a GET row acts on the world, never on something made for it');
};
const fresh: Fresh = {
  article: noFresh,
  league: noFresh,
  competition: noFresh,
  feedback: noFresh,
  victim: noFresh,
  entry: noFresh,
};

beforeAll(async () => {
  harness = await createHarness(await openTestDatabase());
  world = await createWorld(harness);
}, 120_000);

afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

async function answersOf(row: (typeof ACCESS_MATRIX)[number]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const role of ROLES) {
    const send = await row.send({ world, harness, role, fresh });
    const response = await harness.inject({
      method: 'GET',
      url: send.url,
      cookie: world.cookie(role),
    });
    answers.push({
      role,
      status: response.statusCode,
      body: response.body,
      cacheControl: String(response.headers['cache-control'] ?? ''),
      vary: String(response.headers.vary ?? ''),
    });
  }
  return answers;
}

const variesByCookie = (answer: Answer) => /(^|,)\s*(cookie|\*)\s*(,|$)/i.test(answer.vary);
/** How many times a Vary header names Accept-Encoding. */
const acceptEncodingsIn = (vary: string) =>
  vary.split(',').filter((name) => name.trim().toLowerCase() === 'accept-encoding').length;
/** The types the app compresses (text but event streams, JSON, XML, scripts, YAML). */
const compressible = (type: string) =>
  /^text\/(?!event-stream)|[+/]json|[+/]xml|javascript|yaml/i.test(type);

describe('cache policy of every GET endpoint', () => {
  it('a signed-in competition leaderboard (it holds the viewer’s own row) is private', async () => {
    const url = `/api/competitions/${world.ids.openCompetition}/leaderboard`;
    const player = await harness.inject({ method: 'GET', url, cookie: world.cookie('member') });
    expect(player.headers['cache-control']).toBe('private, no-store');
    expect(player.headers.vary).toMatch(/Cookie/);
    const visitor = await harness.inject({ method: 'GET', url });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toMatch(/Cookie/);
  });

  it('a published free article and its poll are everyone’s: a signed-in reader may keep them offline', async () => {
    const urls = [
      `/api/articles/by-slug/${world.strings.slugs[0]}`,
      `/api/articles/${world.ids.publicArticle}/poll`,
    ];
    for (const url of urls) {
      const visitor = await harness.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(200);
      for (const role of ROLES) {
        const reader = await harness.inject({ method: 'GET', url, cookie: world.cookie(role) });
        expect(reader.body, `${url} as ${role}`).toBe(visitor.body);
        expect(reader.headers['cache-control'], `${url} as ${role}`).toBe('no-cache');
      }
    }
    // A premium article's answer still depends on the reader: private to a signed-in one.
    const premium = `/api/articles/by-slug/${world.strings.slugs[1]}`;
    const member = await harness.inject({
      method: 'GET',
      url: premium,
      cookie: world.cookie('member'),
    });
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.vary).toMatch(/Cookie/);
  });

  it(
    'every GET answer that may be compressed says Vary: Accept-Encoding once, compressed or not',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      const rows = ACCESS_MATRIX.filter(
        (row) => row.method === 'GET' && !row.url.endsWith('/events'),
      );
      for (const row of rows) {
        for (const role of ['visitor', 'member'] as const) {
          for (const encoding of [undefined, 'gzip', 'identity']) {
            const send = await row.send({ world, harness, role, fresh });
            const response = await harness.inject({
              method: 'GET',
              url: send.url,
              cookie: world.cookie(role),
              headers: encoding ? { 'accept-encoding': encoding } : {},
            });
            const type = String(response.headers['content-type'] ?? '');
            if (response.body === '' || !compressible(type)) continue;
            const vary = String(response.headers.vary ?? '');
            const where = `${row.url} as ${role}, accept-encoding ${encoding ?? 'none'} (${response.statusCode} ${type})`;
            if (acceptEncodingsIn(vary) !== 1) wrong.push(`${where}: vary '${vary}'`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it(
    'answers that depend on the session are private, no-store and vary by cookie; shared reads stay cacheable',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      const personal: string[] = [];
      const rows = ACCESS_MATRIX.filter(
        (row) => row.method === 'GET' && !row.url.endsWith('/events'),
      );
      for (const row of rows) {
        const answers = await answersOf(row);
        const first = answers[0];
        const same = answers.every((a) => a.status === first?.status && a.body === first.body);
        if (same) {
          const offline = /^\/api\/(competitions|articles)\//.test(row.url);
          const visitor = answers.find((answer) => answer.role === 'visitor');
          if (offline && visitor?.status === 200 && /private|no-store/.test(visitor.cacheControl)) {
            wrong.push(`${row.url}: the same for everyone but '${visitor.cacheControl}'`);
          }
          continue;
        }
        personal.push(row.url);
        for (const answer of answers) {
          const where = `${row.url} as ${answer.role} (${answer.status})`;
          if (answer.role !== 'visitor' && answer.cacheControl !== 'private, no-store') {
            wrong.push(`${where}: cache-control '${answer.cacheControl}'`);
          }
          if (!variesByCookie(answer)) wrong.push(`${where}: vary '${answer.vary}'`);
        }
      }
      expect(wrong).toEqual([]);
      expect(personal).toEqual(
        expect.arrayContaining([
          '/api/fantasy/teams',
          '/api/fantasy/teams/:competitionId',
          '/api/fantasy/performance/current-user',
          '/api/leagues/user',
          '/api/leagues/:id',
          '/api/leaderboards/overall',
          '/api/articles/by-slug/:slug',
          '/api/auth/user',
          '/api/admin/articles',
        ]),
      );
    },
  );
});
