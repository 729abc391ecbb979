import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoredEntry } from '../../../contract/admin-competitions';
import { athletes, competitionEntries, horses } from '../../db/schema/index';
import { COMPETITION_CHANGED_CHANNEL } from '../../live/competition-changed';
import { openAdminApp, saveScores, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry } from '../../test/factories';
import { waitFor } from '../../test/wait-for';

describe('live scoring API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const score = (id: number, payload: Record<string, unknown>) => saveScores(t, admin, id, payload);

  const rowsOf = async (competitionId: number) =>
    t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competitionId))
      .orderBy(competitionEntries.id);

  it('computes the first worked example of docs/rules.md: 17 + 16 + 58 = 91', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
    });
    const entry = await buildEntry(t.db, competition.id);
    const response = await score(entry.id, {
      dr_status: 'CLEAR',
      dr_score: 27.3,
      sj_status: 'CLEAR',
      sj_score: '4',
      xc_status: 'OK',
      xcj_score: 0,
      xct_score: 0.8,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ScoredEntry>()).toEqual({
      id: entry.id,
      competitionId: competition.id,
      position: 1,
      score: 32.1,
      dr_status: null,
      dr_score: 27.3,
      dr_pts: 17,
      sj_status: 'OK',
      sj_score: 4,
      sj_pts: 16,
      xc_status: 'OK',
      xcj_score: 0,
      xct_score: 0.8,
      xc_pts: 58,
      total_pts: 91,
      positionOverride: null,
    });
  });

  it('ignores points sent by the client', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    const response = await score(entry.id, {
      dr_score: 24,
      sj_status: 'OK',
      sj_score: 1.2,
      xc_status: 'OK',
      xcj_score: 20,
      xct_score: 6,
      dr_pts: 99,
      sj_pts: 99,
      xc_pts: 99,
      total_pts: 999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ScoredEntry>()).toMatchObject({
      dr_pts: 20,
      sj_pts: 18,
      xc_pts: 25,
      total_pts: 63,
    });
    const [row] = await rowsOf(competition.id);
    expect(row).toMatchObject({ drPts: '20.0', sjPts: '18.0', xcPts: '25.0', totalPts: '63.0' });
  });

  it('refuses a field the score form does not have, naming it, and changes nothing', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    await score(entry.id, { dr_score: 30 });
    const [before] = await rowsOf(competition.id);
    const misspelt = await score(entry.id, { dr_scor: 5 });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({ message: 'body has a field that is not accepted: dr_scor' });
    const mixed = await score(entry.id, { dr_score: 25, sj_pts: 3, xcScore: 2 });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ message: 'body has a field that is not accepted: xcScore' });
    const wrongPoints = await score(entry.id, { dr_score: 25, total_pts: 'lots' });
    expect(wrongPoints.statusCode).toBe(400);
    expect(wrongPoints.json<{ message: string }>().message).toBe(
      'total_pts: must be a number or null; points are computed by the server',
    );
    expect(await rowsOf(competition.id)).toEqual([before]);
  });

  it('recomputes the positions of the whole competition, ties shared', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const a = await buildEntry(t.db, competition.id, { startOrder: 1 });
    const b = await buildEntry(t.db, competition.id, { startOrder: 2 });
    const c = await buildEntry(t.db, competition.id, { startOrder: 3 });
    const d = await buildEntry(t.db, competition.id, { startOrder: 4 });
    await score(a.id, { dr_score: 30 });
    await score(b.id, { dr_score: 25.5 });
    await score(c.id, { dr_score: 30 });
    await score(d.id, { dr_score: 20, dr_status: 'EL' });
    let rows = await rowsOf(competition.id);
    expect(rows.map((r) => [r.position, r.score])).toEqual([
      [2, '30.0'],
      [1, '25.5'],
      [2, '30.0'],
      [null, '20.0'],
    ]);
    const moved = await score(b.id, { sj_status: 'OK', sj_score: 8 });
    expect(moved.json<ScoredEntry>()).toMatchObject({ position: 3, score: 33.5 });
    rows = await rowsOf(competition.id);
    expect(rows.map((r) => r.position)).toEqual([1, 3, 1, null]);
  });

  it('keeps omitted fields and clears fields sent as null', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    await score(entry.id, { dr_score: 28, sj_status: 'OK', sj_score: 0 });
    const response = await score(entry.id, { sj_score: null, sj_status: null });
    expect(response.json<ScoredEntry>()).toMatchObject({
      dr_score: 28,
      dr_pts: 17,
      sj_status: null,
      sj_score: null,
      sj_pts: 0,
    });
  });

  it('counts jumping penalties sent with no status as ridden, as the screen and the file do', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const entry = await buildEntry(t.db, competition.id);
    await score(entry.id, { dr_score: 31.5 });
    const response = await score(entry.id, { sj_score: 4, xcj_score: 20, xct_score: 6 });
    expect(response.statusCode).toBe(200);
    expect(response.json<ScoredEntry>()).toMatchObject({
      dr_status: null,
      dr_pts: 13,
      sj_status: 'OK',
      sj_pts: 16,
      xc_status: 'OK',
      xc_pts: 25,
      total_pts: 54,
    });
    // Emptying the penalties leaves the status the phase was given.
    const emptied = await score(entry.id, { sj_score: null });
    expect(emptied.json<ScoredEntry>()).toMatchObject({ sj_status: 'OK', sj_pts: 20 });
  });

  it('gives no points and no position to a non-finisher', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { level: 'CCI4*-S' });
    const entry = await buildEntry(t.db, competition.id);
    const response = await score(entry.id, {
      dr_score: 26,
      sj_status: 'OK',
      sj_score: 0,
      xc_status: 'RET',
      xcj_score: 20,
    });
    expect(response.json<ScoredEntry>()).toMatchObject({
      position: null,
      dr_pts: 19,
      sj_pts: 20,
      xc_pts: 0,
      total_pts: 39,
    });
  });

  it('empties what a combination stopped across country has in the show jumping it never rides', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { level: 'CCI4*-L' });
    const entry = await buildEntry(t.db, competition.id);
    await score(entry.id, { dr_score: 26, sj_status: 'OK', sj_score: 4, xc_status: 'OK' });
    const response = await score(entry.id, { xc_status: 'RET', xcj_score: 20 });
    expect(response.json<ScoredEntry>()).toMatchObject({
      position: null,
      sj_status: null,
      sj_score: null,
      xc_status: 'RET',
      xcj_score: 20,
      sj_pts: 0,
      xc_pts: 0,
      total_pts: 19,
    });
    const again = await score(entry.id, { sj_status: 'OK', sj_score: 0 });
    expect(again.statusCode).toBe(409);
    expect((await rowsOf(competition.id))[0]).toMatchObject({ sjStatus: null, sjScore: null });
  });

  it('refuses, keeping everything, a later phase typed after another operator stored a stop', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { level: 'CCI4*-S' });
    const entry = await buildEntry(t.db, competition.id);
    const [names] = await t.db
      .select({ rider: athletes.name, horse: horses.name })
      .from(athletes)
      .innerJoin(horses, eq(horses.id, entry.horseId))
      .where(eq(athletes.id, entry.athleteId));
    await score(entry.id, { dr_score: 31.5, xc_status: 'OK', xcj_score: 0 });
    // The desk eliminates the combination in dressage; the radio operator's cross-country follows.
    expect((await score(entry.id, { dr_status: 'EL' })).statusCode).toBe(200);
    const before = await rowsOf(competition.id);
    const late = await score(entry.id, { xc_status: 'OK', xct_score: 4.4 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: `Nothing was saved: ${names?.rider} / ${names?.horse} is recorded EL in dressage, so no later phase can be scored. Change the dressage status first if that is wrong.`,
    });
    expect(await rowsOf(competition.id)).toEqual(before);
    // Clearing a later phase, or lifting the stop in the same save, still goes through.
    expect((await score(entry.id, { xct_score: null })).statusCode).toBe(200);
    const lifted = await score(entry.id, { dr_status: 'CLEAR', xct_score: 4.4 });
    expect(lifted.json<ScoredEntry>()).toMatchObject({ dr_status: null, xct_score: 4.4 });
    // A stop sent together with later values still empties them (a form holding old values).
    const together = await score(entry.id, { dr_status: 'WD', xct_score: 6 });
    expect(together.json<ScoredEntry>()).toMatchObject({ dr_status: 'WD', xct_score: null });
  });

  it.each([
    ['dr_score', { dr_score: 'abc' }, 'dr_score: must be a number with at most one decimal'],
    ['dr_score', { dr_score: '0x1A' }, 'dr_score: must be a number with at most one decimal'],
    ['sj_score', { sj_score: '1e1' }, 'sj_score: must be a number with at most one decimal'],
    [
      'xcj_score',
      { xcj_score: 'Infinity' },
      'xcj_score: must be a number with at most one decimal',
    ],
    ['xct_score', { xct_score: '0b11' }, 'xct_score: must be a number with at most one decimal'],
    ['dr_score', { dr_score: -1 }, 'dr_score: must be from 0.0 to 100.0'],
    ['dr_score', { dr_score: '-1' }, 'dr_score: must be from 0.0 to 100.0'],
    ['dr_score', { dr_score: 372 }, 'dr_score: must be from 0.0 to 100.0'],
    ['sj_score', { sj_score: 4.25 }, 'sj_score: must be a number with at most one decimal'],
    ['dr_score', { dr_score: '4.00000001' }, 'dr_score: must be a number with at most one decimal'],
    [
      'xct_score',
      { xct_score: 0.00000001 },
      'xct_score: must be a number with at most one decimal',
    ],
    ['sj_score', { sj_score: '12,5' }, 'sj_score: must be a number with at most one decimal'],
    ['xcj_score', { xcj_score: 1e308 }, 'xcj_score: must be from 0.0 to 150.0'],
    ['xcj_score', { xcj_score: true }, 'xcj_score: must be a number'],
    ['xct_score', { xct_score: 999 }, 'xct_score: must be from 0.0 to 300.0'],
    [
      'dr_status',
      { dr_status: 'FAIL' },
      'dr_status: must be one of CLEAR, OK, NS, EL, RET, DSQ, WD or empty',
    ],
    [
      'xc_status',
      { xc_status: 3 },
      'xc_status: must be one of CLEAR, OK, NS, EL, RET, DSQ, WD or empty',
    ],
  ])(
    'refuses a malformed %s with 400 naming the field and changes nothing',
    async (field, payload, message) => {
      const competition = await buildCompetition(t.db, t.clock.now());
      const entry = await buildEntry(t.db, competition.id);
      await score(entry.id, { dr_score: 30 });
      const before = await rowsOf(competition.id);
      const response = await score(entry.id, { dr_score: 22, ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
      expect(await rowsOf(competition.id)).toEqual(before);
    },
  );

  it('tells every server process that the competition changed', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    const received: string[] = [];
    const unlisten = await t.database.listen(COMPETITION_CHANGED_CHANNEL, (payload) => {
      received.push(payload);
    });
    await score(entry.id, { dr_score: 31.5 });
    await waitFor(() => received.length > 0, { what: 'a competition_changed notification' });
    await unlisten();
    expect(received.map((p) => JSON.parse(p) as unknown)).toContainEqual({
      competitionId: competition.id,
    });
  });

  it('leaves the live stream quiet for a save sent twice: the second changes nothing', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    const received: number[] = [];
    const unlisten = await t.database.listen(COMPETITION_CHANGED_CHANNEL, (payload) => {
      const { competitionId } = JSON.parse(payload) as { competitionId: number };
      if (competitionId === competition.id) received.push(competitionId);
    });
    const save = { dr_score: 31.5, xc_status: 'CLEAR', xcj_score: 0, xct_score: 0.8 };
    const first = await score(entry.id, save);
    await waitFor(() => received.length === 1, { what: 'the first save’s notification' });
    const second = await score(entry.id, save);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    // Notifications arrive in commit order: once the third save's is in, the second's would be.
    await score(entry.id, { xct_score: 1.2 });
    await waitFor(() => received.length > 1, { what: 'the third save’s notification' });
    await unlisten();
    expect(received).toHaveLength(2);
  });

  it('keeps positions right when scores arrive at the same time', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entries = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((startOrder) => buildEntry(t.db, competition.id, { startOrder })),
    );
    const responses = await Promise.all(
      entries.map((entry, index) => score(entry.id, { dr_score: 40 - index })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const positionById = new Map((await rowsOf(competition.id)).map((r) => [r.id, r.position]));
    expect(entries.map((entry) => positionById.get(entry.id))).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('keeps every phase when one entry’s phases and Fix Positions arrive at the same time', async () => {
    // Worked examples 1, 2, 4 and 8 of docs/rules.md, each phase saved on its own, all at once.
    const competition = await buildCompetition(t.db, t.clock.now(), { level: 'CCI5*-L' });
    const examples = [
      { dr: 27.3, sj: 4, xcj: 0, xct: 0.8 },
      { dr: 24, sj: 1.2, xcj: 20, xct: 6 },
      { dr: 28, sj: 4, xcj: 15, xct: 2.4 },
      { dr: 30, sj: 0, xcj: 0, xct: 1 },
    ];
    const entries = await Promise.all(
      examples.map((_, index) => buildEntry(t.db, competition.id, { startOrder: index + 1 })),
    );
    const fixPositions = () =>
      t.request({
        method: 'POST',
        url: `/api/admin/competitions/${competition.id}/fix-positions`,
        cookie: admin,
      });
    const saves = examples.flatMap((example, index) => {
      const id = entries[index]?.id ?? 0;
      return [
        () => score(id, { sj_status: 'CLEAR', sj_score: String(example.sj) }),
        fixPositions,
        () => score(id, { xc_status: 'CLEAR', xcj_score: example.xcj, xct_score: example.xct }),
        () => score(id, { dr_status: 'CLEAR', dr_score: example.dr }),
      ];
    });
    const responses = await Promise.all(saves.map((save) => save()));
    expect(responses.map((r) => r.statusCode)).toEqual(saves.map(() => 200));
    const rows = new Map((await rowsOf(competition.id)).map((row) => [row.id, row]));
    expect(
      entries.map((entry) => {
        const row = rows.get(entry.id);
        return [row?.drScore, row?.sjScore, row?.xcjScore, row?.xctScore, row?.totalPts];
      }),
    ).toEqual([
      ['27.3', '4.0', '0.0', '0.8', '91.0'],
      ['24.0', '1.2', '20.0', '6.0', '63.0'],
      ['28.0', '4.0', '15.0', '2.4', '72.0'],
      ['30.0', '0.0', '0.0', '1.0', '92.0'],
    ]);
    expect(
      entries.map((entry) => [rows.get(entry.id)?.score, rows.get(entry.id)?.position]),
    ).toEqual([
      ['32.1', 2],
      ['51.2', 4],
      ['49.4', 3],
      ['31.0', 1],
    ]);
  });

  it('answers 404 for an unknown entry and 400 for a bad id', async () => {
    const missing = await score(999999, { dr_score: 30 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Competition entry not found.' });
    const bad = await score(0, { dr_score: 30 });
    expect(bad.statusCode).toBe(400);
  });

  it('fix-positions recomputes stale points, scores and positions', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const a = await buildEntry(t.db, competition.id, {
      drScore: '30.0',
      drPts: '99.0',
      totalPts: '99.0',
      position: 7,
      startOrder: 2,
    });
    const b = await buildEntry(t.db, competition.id, {
      drScore: '22.0',
      sjStatus: 'OK',
      sjScore: '4.0',
      position: null,
      startOrder: 1,
    });
    const c = await buildEntry(t.db, competition.id, { startOrder: 3, position: 3 });
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/fix-positions`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Positions and scores recalculated successfully',
      entries: 3,
      changed: 3,
    });
    const rows = await rowsOf(competition.id);
    expect(rows.map((r) => [r.id, r.position, r.score, r.drPts, r.sjPts, r.totalPts])).toEqual([
      [a.id, 2, '30.0', '15.0', '0.0', '15.0'],
      [b.id, 1, '26.0', '20.0', '16.0', '36.0'],
      [c.id, null, null, '0.0', '0.0', '0.0'],
    ]);
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/fix-positions`,
      cookie: admin,
    });
    expect(again.json()).toMatchObject({ changed: 0 });
    const missing = await t.request({
      method: 'POST',
      url: '/api/admin/competitions/999999/fix-positions',
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Competition not found.' });
  });
});
