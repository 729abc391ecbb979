import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { seedDemoDataIfEmpty } from './index';

describe('the demo competitions as the administration reads them', () => {
  let t: TestApp;
  let admin: string;
  let dataDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-seed-'));
    await seedDemoDataIfEmpty(t.db, t.clock.now(), dataDir);
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are saved back unchanged when every value read is sent again', async () => {
    const listed = await t.request({
      method: 'GET',
      url: '/api/admin/competitions',
      cookie: admin,
    });
    const competitions = listed.json<AdminCompetition[]>();
    expect(competitions.some((competition) => competition.scorer !== null)).toBe(true);
    for (const competition of competitions) {
      const saved = await t.request({
        method: 'PUT',
        url: `/api/admin/competitions/${competition.id}`,
        cookie: admin,
        payload: {
          name: competition.name,
          venueId: competition.venueId,
          startDate: competition.startDate,
          endDate: competition.endDate,
          deadline: competition.deadline,
          level: competition.level,
          status: competition.status,
          isLive: competition.isLive,
          description: competition.description,
          scorer: competition.scorer,
          scoringUrl: competition.scoringUrl,
          scrapingEnabled: competition.scrapingEnabled,
        },
      });
      expect({
        id: competition.id,
        status: saved.statusCode,
        body: saved.json<AdminCompetition>(),
      }).toMatchObject({
        status: 200,
        body: { scorer: competition.scorer, status: competition.status },
      });
    }
  });
});
