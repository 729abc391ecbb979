import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import type { CompetitionEntry } from '../../../contract/competitions';
import { competitions } from '../../db/schema/index';
import { openAdminApp, saveScores, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

describe('the official result: position overrides and final results', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const override = (competitionId: number, entryId: number, position: number | null) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competitionId}/entries/${entryId}/position-override`,
      payload: { position },
      cookie: admin,
    });
  const publicEntries = async (competitionId: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/competitions/${competitionId}/entries`,
    });
    return response.json<CompetitionEntry[]>();
  };
  const places = async (competitionId: number) =>
    (await publicEntries(competitionId)).map((entry) => [entry.startOrder, entry.positionLabel]);

  /** Three finishers: two tied on 30.0 (start orders 1 and 2), one on 28.0 (start order 3). */
  async function tiedField() {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
    });
    const [a, b, c] = [
      await buildEntry(t.db, competition.id, { startOrder: 1 }),
      await buildEntry(t.db, competition.id, { startOrder: 2 }),
      await buildEntry(t.db, competition.id, { startOrder: 3 }),
    ];
    await saveScores(t, admin, a.id, { dr_score: 30 });
    await saveScores(t, admin, b.id, { dr_score: 30 });
    await saveScores(t, admin, c.id, { dr_score: 28 });
    return { competition, a, b, c };
  }

  it('shows a tie with "=", and the official order without it, kept through Fix Positions and later scores until cleared', async () => {
    const { competition, a, b, c } = await tiedField();
    expect(await places(competition.id)).toEqual([
      [3, '1'],
      [1, '2='],
      [2, '2='],
    ]);

    const second = await override(competition.id, b.id, 2);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: b.id, position: 2, positionOverride: 2 });
    expect((await override(competition.id, a.id, 3)).statusCode).toBe(200);
    expect(await places(competition.id)).toEqual([
      [3, '1'],
      [2, '2'],
      [1, '3'],
    ]);

    const fix = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/fix-positions`,
      cookie: admin,
    });
    expect(fix.statusCode).toBe(200);
    await saveScores(t, admin, c.id, { sj_status: 'CLEAR', sj_score: 0 });
    expect(await places(competition.id)).toEqual([
      [3, '1'],
      [2, '2'],
      [1, '3'],
    ]);
    const shown = await publicEntries(competition.id);
    expect(shown.find((entry) => entry.id === a.id)).toMatchObject({
      position: 3,
      positionOverride: 3,
    });

    expect((await override(competition.id, a.id, null)).statusCode).toBe(200);
    expect((await override(competition.id, b.id, null)).statusCode).toBe(200);
    expect(await places(competition.id)).toEqual([
      [3, '1'],
      [1, '2='],
      [2, '2='],
    ]);
  });

  it('refuses an official position another entry holds, naming it and changing nothing, even for two operators at once', async () => {
    const { competition, a, b, c } = await tiedField();
    const holder = (await publicEntries(competition.id)).find((entry) => entry.id === a.id);
    const taken = `Position 3 is already given to ${holder?.athlete.name} on ${holder?.horse.name}; clear it there first.`;
    expect((await override(competition.id, a.id, 3)).statusCode).toBe(200);
    const history = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/admin/competition-entries/${b.id}/score-history`,
          cookie: admin,
        })
      ).body;
    const before = await places(competition.id);
    const historyBefore = await history();

    const refused = await override(competition.id, b.id, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(taken);
    expect(await places(competition.id)).toEqual(before);
    expect(await history()).toBe(historyBefore);
    expect((await override(competition.id, a.id, 3)).statusCode).toBe(200);

    // Two operators giving position 1 at the same moment: one is saved, the other told.
    const [first, second] = await Promise.all([
      override(competition.id, b.id, 1),
      override(competition.id, c.id, 1),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const shown = await publicEntries(competition.id);
    expect(shown.filter((entry) => entry.positionOverride === 1)).toHaveLength(1);
  });

  it('refuses an official position for a non-finisher or out of range', async () => {
    const { competition } = await tiedField();
    const stopped = await buildEntry(t.db, competition.id, { startOrder: 4 });
    await saveScores(t, admin, stopped.id, { dr_score: 30, xc_status: 'EL' });
    const refused = await override(competition.id, stopped.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Only a finisher/);
    expect((await override(competition.id, stopped.id, 0)).statusCode).toBe(400);
    const elsewhere = await buildCompetition(t.db, t.clock.now());
    expect((await override(elsewhere.id, stopped.id, 1)).statusCode).toBe(404);
  });

  it('locks a competition marked final against scrapes and scraped scores, not against the operator', async () => {
    const { competition, a } = await tiedField();
    await t.db
      .update(competitions)
      .set({ scoringUrl: 'https://www.eventingscores.co.uk/uploads/events/1/results_1_1.html' })
      .where(eq(competitions.id, competition.id));
    const marked = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competition.id}/results-final`,
      payload: { resultsFinal: true },
      cookie: admin,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<AdminCompetition>().resultsFinal).toBe(true);

    const scrape = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/scrape-now`,
      cookie: admin,
    });
    expect(scrape.statusCode).toBe(409);
    expect(scrape.json<{ message: string }>().message).toMatch(/marked final/);

    const [entry] = await publicEntries(competition.id);
    const rider = entry?.athlete.name ?? '';
    const horse = entry?.horse.name ?? '';
    const csv = `Position,Rider,Horse,Nationality,Dressage_Score,Total_Score\n1,${rider},${horse},GBR,25.0,25.0\n`;
    const matching = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/match-scraped-data`,
      cookie: admin,
      ...multipartFile('csvFile', 'board.csv', csv),
    });
    expect(matching.statusCode).toBe(409);
    expect((await publicEntries(competition.id)).find((e) => e.id === entry?.id)?.dr_score).toBe(
      28,
    );

    expect((await saveScores(t, admin, a.id, { dr_score: 29 })).statusCode).toBe(200);
    const reopened = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competition.id}/results-final`,
      payload: { resultsFinal: false },
      cookie: admin,
    });
    expect(reopened.json<AdminCompetition>().resultsFinal).toBe(false);
    const competitionView = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}`,
    });
    expect(competitionView.json<{ resultsFinal: boolean }>().resultsFinal).toBe(false);
  });
});
