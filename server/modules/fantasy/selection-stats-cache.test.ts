import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectionStats } from '../../../contract/fantasy';
import { buildApp } from '../../app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';
import { waitFor } from '../../test/wait-for';
import type { AppInstance } from '../../types';

describe('selection shares cached per process', () => {
  let t: TestApp;
  /** A second app on the same database: another server process as far as caches go. */
  let other: AppInstance;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({
      database: t.database,
      config: t.config,
      clock: t.clock,
      mailer: t.mailer,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('are forgotten by every process when a team is saved in one of them', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entries = [];
    for (let i = 0; i < 5; i += 1) entries.push(await buildEntry(t.db, competition.id));
    const player = await signedInUser(t.db, t.clock.now());
    const statsIn = async (app: AppInstance) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/competitions/${competition.id}/selection-stats`,
        headers: { origin: TEST_ORIGIN, cookie: player.cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json<SelectionStats>();
    };
    expect((await statsIn(other)).totalTeams).toBe(0);

    const saved = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie: player.cookie,
      payload: {
        competitionId: competition.id,
        selections: entries.map((entry) => ({ competitionEntryId: entry.id })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await statsIn(t.app)).totalTeams).toBe(1);
    await waitFor(async () => (await statsIn(other)).totalTeams === 1);
  });
});
