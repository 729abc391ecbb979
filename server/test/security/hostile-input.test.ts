import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminApp, type TestApp } from '../app';
import { buildAthlete, buildCompetition, buildEntry } from '../factories';
import { multipart } from './access-matrix';

/** Hostile input that is not a fuzzing matter: spreadsheet formulas and sizes at the limits. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
});
afterAll(() => t.close());

describe('CSV formula injection', () => {
  it('neutralises cells that a spreadsheet would run as formulas in the entries download', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const formulas = [
      '=HYPERLINK("http://evil.test","x")',
      '+cmd|" /C calc"!A0',
      '-2+3',
      '@SUM(1+1)',
    ];
    for (const name of formulas) {
      await buildEntry(t.db, competition.id, {
        athleteId: (await buildAthlete(t.db, { name })).id,
      });
    }
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/competitions/${competition.id}/entries/csv`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    const cells = response.body.split(/\r?\n/).flatMap((line) => line.split(','));
    for (const cell of cells) {
      expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(response.body).toContain("'=HYPERLINK");
    expect(response.body).toContain("'@SUM(1+1)");
  });
});

describe('sizes', () => {
  it('refuses a JSON body over 1 MB with 413 and a clear message', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: JSON.stringify({
        name: 'x',
        email: 'a@b.test',
        subject: 's',
        message: 'x'.repeat(1_100_000),
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses a CSV over 5 MB and an image over 2 MB with 413', async () => {
    const csv = multipart('csvFile', 'big.csv', `name\n${'a'.repeat(6 * 1024 * 1024)}\n`);
    const bigCsv = await t.request({
      method: 'POST',
      url: '/api/admin/import-athletes',
      cookie: admin,
      payload: csv.payload,
      headers: csv.headers,
    });
    expect(bigCsv.statusCode).toBe(413);
    expect(bigCsv.json()).toEqual({
      message: 'The file is too large: CSV files can be at most 5 MB.',
    });
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(3 * 1024 * 1024, 1),
    ]);
    const image = multipart('image', 'big.png', png);
    const bigImage = await t.request({
      method: 'POST',
      url: '/api/admin/uploads/image',
      cookie: admin,
      payload: image.payload,
      headers: image.headers,
    });
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json()).toEqual({ message: 'The image must be 2 MB or smaller.' });
  });

  it('refuses a cut-off upload with 400, not a server error', async () => {
    const file = multipart('csvFile', 'a.csv', 'name\nRider\n');
    const cut = (file.payload as Buffer).subarray(0, (file.payload as Buffer).length - 20);
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/import-athletes',
      cookie: admin,
      payload: cut,
      headers: file.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The upload of csvFile is incomplete or malformed: please send the file again.',
      field: 'csvFile',
    });
  });

  it('refuses over-long path parameters and ids beyond the database integer range', async () => {
    const long = await t.request({
      method: 'GET',
      url: `/api/articles/by-slug/${'a'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'A part of the request path is too long.' });
    const huge = await t.request({
      method: 'GET',
      url: '/api/competitions/2147483648/selection-stats',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      message: 'id must be a whole number from 1 to 2147483647',
      field: 'id',
    });
  });

  it('refuses text with a NUL character by naming the field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Null\u0000Byte', email: 'a@b.test', subject: 's', message: 'm' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'name: text cannot contain the NUL character.',
      field: 'name',
    });
  });
});
