import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionEntries } from '../db/schema/index';
import { notifyCompetitionChanged } from './competition-changed';
import { createTestApp, type TestApp } from '../test/app';
import { buildCompetition, buildEntry } from '../test/factories';
import { waitFor } from '../test/wait-for';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw HTTP GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('hot reads of a competition and its entries, from its live view, over HTTP', () => {
  let t: TestApp;
  let base: string;
  let competitionId: number;
  let entryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    competitionId = (await buildCompetition(t.db, t.clock.now(), { status: 'live', isLive: true }))
      .id;
    for (let order = 1; order <= 12; order += 1) {
      const entry = await buildEntry(t.db, competitionId, { startOrder: order, drScore: '30.0' });
      entryId = entry.id;
    }
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers repeated polls with the route’s body, ETag, headers, 304 and gzip', async () => {
    const url = `${base}/api/competitions/${competitionId}/entries`;
    const first = await get(url);
    expect(first.status).toBe(200);
    const second = await get(url);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    const notModified = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    const packed = await get(url, { 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.body).toString()).toBe(first.body.toString());
  });

  it('serves the new results once a change is notified', async () => {
    const url = `${base}/api/competitions/${competitionId}/entries`;
    const before = await get(url);
    await t.db
      .update(competitionEntries)
      .set({ drScore: '21.5' })
      .where(eq(competitionEntries.id, entryId));
    expect((await get(url)).headers.etag).toBe(before.headers.etag);
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(async () => (await get(url)).headers.etag !== before.headers.etag);
    expect((await get(url)).body.toString()).toContain('"dr_score":21.5');
  });

  it('runs only the root hooks for the hot reads (one observation per request, security headers): no cookie, session or compression', () => {
    const lines = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const hooksAfter = (from: number, route: string) => {
      const start = lines.findIndex(
        (line, index) => index >= from && line.endsWith(`${route} (GET)`),
      );
      expect(start, route).toBeGreaterThanOrEqual(from);
      const hooks: string[] = [];
      for (const line of lines.slice(start + 1)) {
        if (!line.includes('•')) break;
        hooks.push(line.replace(/^[│ ]*• /, ''));
      }
      return { start, hooks };
    };
    const competition = hooksAfter(0, '/api/competitions/:id');
    const only = ['(onRequest) ["observeRequest()"]'];
    expect(competition.hooks).toEqual(only);
    expect(hooksAfter(competition.start, '/entries').hooks).toEqual(only);
    expect(hooksAfter(competition.start, '/events').hooks).toEqual(only);
    // The rest of the API has them.
    const upcoming = hooksAfter(0, '/api/competitions/upcoming').hooks.join(' ');
    expect(upcoming).toContain('loadSession()');
    expect(upcoming).toContain('fastifyCookieHandler()');
  });

  it('answers with the security headers every answer carries, and 304 and 404 alike', async () => {
    const url = `${base}/api/competitions/${competitionId}`;
    const first = await get(url);
    const notModified = await get(url, { 'if-none-match': String(first.headers.etag) });
    const missing = await get(`${base}/api/competitions/99999998/entries`);
    for (const answer of [first, notModified, missing]) {
      expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(notModified.status).toBe(304);
    expect(missing.status).toBe(404);
  });

  it('leaves other URLs, query strings and unknown competitions to the routes', async () => {
    expect((await get(`${base}/api/competitions/${competitionId}?x=1`)).status).toBe(200);
    const missing = await get(`${base}/api/competitions/99999999`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ message: 'Competition not found.' });
  });
});
