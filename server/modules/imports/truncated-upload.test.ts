import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createFixedClock } from '../../clock';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/database';
import { buildCompetition, signedInUser } from '../../test/factories';
import type { AppInstance } from '../../types';
import { multipartFile } from './imports.test-support';

const ORIGIN = 'http://localhost:5000';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CSV = 'name,birth_date,nationality\nAnna Smith,1990-01-01,GBR\n'.repeat(3);
/** How many bytes are missing from the end of the body: the closing boundary, then some file. */
const CUTS = [7, 20, 40, 61];

type Answer = { status: number; body: { message?: string; field?: string } };

/** POSTs over a real socket with an honest content length, as a browser whose upload broke. */
function post(base: URL, url: string, cookie: string, body: Buffer, contentType: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: url,
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': String(body.length),
          cookie,
          origin: ORIGIN,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('an upload cut short', () => {
  let database: Database;
  let app: AppInstance;
  let base: URL;
  let admin: string;
  let competitionId: number;
  const logLines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-truncated-'));

  beforeAll(async () => {
    database = await openTestDatabase();
    const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
    app = await buildApp({
      database,
      clock,
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        APP_URL: ORIGIN,
      }),
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    admin = (await signedInUser(database.db, clock.now(), { isAdmin: true })).cookie;
    competitionId = (await buildCompetition(database.db, clock.now())).id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const routes = () => [
    { url: '/api/admin/import-athletes', field: 'csvFile', file: 'athletes.csv', content: CSV },
    {
      url: '/api/admin/import-competition-entries',
      field: 'csvFile',
      file: 'entries.csv',
      content: CSV,
    },
    {
      url: `/api/admin/competitions/${competitionId}/startlist`,
      field: 'startlist',
      file: 'startlist.csv',
      content: CSV,
    },
    {
      url: `/api/admin/competitions/${competitionId}/entries/upload`,
      field: 'csvFile',
      file: 'results.csv',
      content: CSV,
    },
    {
      url: `/api/admin/competitions/${competitionId}/match-scraped-data`,
      field: 'csvFile',
      file: 'scoreboard.csv',
      content: CSV,
    },
    { url: '/api/admin/uploads/image', field: 'image', file: 'pixel.png', content: PNG },
  ];

  it('answers 400 naming the field on every upload route, and logs no error', async () => {
    const answers: string[] = [];
    for (const route of routes()) {
      const { payload, headers } = multipartFile(route.field, route.file, route.content);
      for (const cut of CUTS) {
        const answer = await post(
          base,
          route.url,
          admin,
          payload.subarray(0, payload.length - cut),
          headers['content-type'],
        );
        answers.push(`${route.url} -${cut}: ${answer.status} ${JSON.stringify(answer.body)}`);
        expect(answer.status, `${route.url} with ${cut} bytes missing`).toBe(400);
        expect(answer.body).toEqual({
          message: `The upload of ${route.field} is incomplete or malformed: please send the file again.`,
          field: route.field,
        });
      }
    }
    expect(answers).toHaveLength(routes().length * CUTS.length);
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });

  it('still takes the same upload when it arrives whole', async () => {
    const { payload, headers } = multipartFile('image', 'pixel.png', PNG);
    const answer = await post(
      base,
      '/api/admin/uploads/image',
      admin,
      payload,
      headers['content-type'],
    );
    expect(answer.status).toBe(201);
  });
});
