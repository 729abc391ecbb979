import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { buildCompetition } from '../test/factories';
import { uploadsDirectory } from '../modules/uploads/uploads.service';

let t: TestApp;
let competitionId = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Enough competitions and venues that the lists pass the 1 KB under which nothing is gzipped.
  for (let n = 0; n < 12; n += 1) competitionId = (await buildCompetition(t.db, t.clock.now())).id;
});
afterAll(async () => {
  await t.close();
});

describe('Vary: Accept-Encoding on the answers a CDN may keep', () => {
  it.each(['/api/competitions/all', '/api/venues', '/api/competitions/{id}/leaderboard'])(
    '%s says it plain and gzipped, once, beside Vary: Cookie where the answer reads the session',
    async (path) => {
      const url = path.replace('{id}', String(competitionId));
      const plain = await t.request({ method: 'GET', url });
      const packed = await t.request({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      if (path.endsWith('/leaderboard')) {
        expect(plain.headers.vary).toBe('accept-encoding, Cookie');
        expect(packed.headers.vary).toBe('accept-encoding, Cookie');
        return;
      }
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(packed.headers.vary).toBe('accept-encoding');
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
    },
  );

  it('says it on the hot reads whatever their size', async () => {
    for (const url of [
      `/api/competitions/${competitionId}`,
      `/api/competitions/${competitionId}/entries`,
    ]) {
      const plain = await t.request({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.rawPayload.length, url).toBeLessThan(1024);
      expect(plain.headers.vary, url).toBe('accept-encoding');
    }
  });

  it('leaves it off answers never compressed: an uploaded image', async () => {
    const name = 'e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6.png';
    fs.writeFileSync(path.join(uploadsDirectory(t.config.dataDir), name), Buffer.alloc(4096, 7));
    const image = await t.request({
      method: 'GET',
      url: `/uploads/${name}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });
});
