import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../db/schema/index';
import { openTestDatabase } from '../database';
import { buildCompetition, buildEntry, buildUser } from '../factories';
import { ACCESS_MATRIX, rowEndpoint, type Cell, type Fresh, type MatrixRow } from './access-matrix';
import { createHarness, endpointKey, type Harness } from './harness';
import { findLeaks } from './leaks';
import { renderAccessMatrix } from './render-matrix';
import { createWorld, ROLES, type Role, type World } from './world';

let harness: Harness;
let world: World;
let fresh: Fresh;
let baseUrl: string;
let address = 0;

beforeAll(async () => {
  harness = await createHarness(await openTestDatabase());
  world = await createWorld(harness);
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  const db = harness.database.db;
  const admin = () => world.users.admin.cookie;
  const created = async (url: string, payload: object, cookie: string) => {
    const response = await harness.inject({ method: 'POST', url, payload, cookie });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json<{ id: number; joinCode: string }>();
  };
  fresh = {
    article: async () =>
      (await created('/api/admin/articles', { title: 'T', excerpt: 'E', content: 'C' }, admin()))
        .id,
    league: async () => {
      const league = await created('/api/leagues', { name: 'Fresh' }, world.users.creator.cookie);
      // The walk makes more leagues for its one creator than a player may have created at once;
      // that cap has tests of its own (leagues.create-limit.test.ts).
      await db.update(leagues).set({ founderId: null }).where(eq(leagues.id, league.id));
      await created(
        '/api/leagues/join',
        { joinCode: league.joinCode },
        world.users.leagueMember.cookie,
      );
      return league;
    },
    competition: async () => (await buildCompetition(db, harness.clock.now())).id,
    feedback: async () =>
      (
        await created(
          '/api/feedback',
          { name: 'N', email: 'n@example.test', subject: 'S', message: 'M' },
          world.users.member.cookie,
        )
      ).id,
    victim: async () => (await buildUser(db)).id,
    entry: async () => buildEntry(db, (await buildCompetition(db, harness.clock.now())).id),
  };
}, 120_000);

afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

const matches = (cell: Cell, status: number) =>
  cell === 'ok' ? status >= 200 && status < 300 : status === cell;

async function streamStatus(url: string, cookie: string | undefined) {
  const controller = new AbortController();
  const response = await fetch(baseUrl + url, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const status = response.status;
  const type = response.headers.get('content-type') ?? '';
  controller.abort();
  return { status, body: '', type };
}

async function walk(row: MatrixRow, role: Role) {
  const send = await row.send({ world, harness, role, fresh });
  const cookie = world.cookie(role);
  if (row.method === 'GET' && row.url.endsWith('/events')) return streamStatus(send.url, cookie);
  address += 1;
  const response = await harness.inject({
    remoteAddress: `10.9.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    method: row.method,
    url: send.url,
    cookie,
    ...(send.payload === undefined ? {} : { payload: send.payload }),
    ...(send.headers ? { headers: { origin: 'http://localhost:5000', ...send.headers } } : {}),
  });
  if (response.statusCode < 300 && row.url === '/api/user/premium/trial')
    world.trialRoles.add(role);
  if (role !== 'visitor' && ['/api/auth/login', '/api/auth/logout'].includes(row.url)) {
    await world.renewSession(role);
  }
  return { status: response.statusCode, body: response.body, type: '' };
}

describe('access matrix', () => {
  it('is the table docs/security.md shows (npx tsx scripts/render-access-matrix.ts)', () => {
    expect(fs.readFileSync('docs/security.md', 'utf8')).toContain(renderAccessMatrix());
  });

  it('has a row for every endpoint the app registers, and no row for one it does not', () => {
    const registered = new Set(harness.endpoints.map(endpointKey));
    const rows = new Set(ACCESS_MATRIX.map(rowEndpoint));
    expect([...registered].filter((key) => !rows.has(key))).toEqual([]);
    expect([...rows].filter((key) => !registered.has(key))).toEqual([]);
  });

  it(
    'answers every cell as the table says, and no answer leaks what the role may not see',
    { timeout: 180_000 },
    async () => {
      const wrong: string[] = [];
      let cells = 0;
      for (const row of ACCESS_MATRIX) {
        for (const role of ROLES) {
          const result = await walk(row, role);
          cells += 1;
          if (process.env.MATRIX_REPORT) {
            fs.appendFileSync(
              process.env.MATRIX_REPORT,
              `${row.method} ${row.url}\t${role}\t${result.status}\n`,
            );
          }
          if (!matches(row.expect[role], result.status)) {
            const cause =
              result.status >= 500 ? (harness.errorLog.at(-1) ?? '').slice(0, 3000) : '';
            wrong.push(
              `${row.method} ${row.url} as ${role}: ${result.status} (expected ${row.expect[role]}) ${result.body.slice(0, 120)} ${cause}`,
            );
          }
          for (const leak of findLeaks(result.body, role, world)) {
            wrong.push(`${row.method} ${row.url} as ${role} leaks ${leak}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(cells).toBe(ACCESS_MATRIX.length * ROLES.length);
    },
  );
});
