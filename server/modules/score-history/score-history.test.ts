import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreHistory, UndoResult } from '../../../contract/score-history';
import { competitionEntries } from '../../db/schema/index';
import { createTestApp, saveScores, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

describe('score audit trail and undo', () => {
  let t: TestApp;
  let admin: string;
  let adminName: string;
  let adminEmail: string;

  beforeAll(async () => {
    t = await createTestApp();
    const signed = await signedInUser(t.db, t.clock.now(), {
      isAdmin: true,
      firstName: 'Olive',
      lastName: 'Operator',
    });
    admin = signed.cookie;
    adminName = 'Olive Operator';
    adminEmail = signed.user.email;
  });
  afterAll(async () => {
    await t.close();
  });

  const history = async (entryId: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/competition-entries/${entryId}/score-history`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ScoreHistory>();
  };
  const undo = (entryId: number, changeId: number) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competition-entries/${entryId}/score-history/undo`,
      payload: { changeId },
      cookie: admin,
    });
  const stored = async (entryId: number) => {
    const [row] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entryId));
    return row;
  };

  it('tells two administrators of the same name apart by their email', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const entry = await buildEntry(t.db, competition.id);
    const radio = await signedInUser(t.db, t.clock.now(), {
      isAdmin: true,
      firstName: 'Olive',
      lastName: 'Operator',
      email: 'radio@example.test',
    });
    await saveScores(t, admin, entry.id, { dr_score: 27.3 });
    await saveScores(t, radio.cookie, entry.id, { xcj_score: 20 });
    expect((await history(entry.id)).changes.map((change) => change.by)).toEqual([
      `${adminName} (radio@example.test)`,
      `${adminName} (${adminEmail})`,
    ]);
  });

  it('keeps every change with who, when, the source and the values before and after', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const entry = await buildEntry(t.db, competition.id);
    await saveScores(t, admin, entry.id, { dr_score: 27.3 });
    await saveScores(t, admin, entry.id, { dr_score: 27.3 });
    const csv = `entry_id,xc_status,xcj_score,xct_score\n${entry.id},OK,20,0.8\n`;
    const upload = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/entries/upload`,
      cookie: admin,
      ...multipartFile('csvFile', 'day-two.csv', csv),
    });
    expect(upload.statusCode).toBe(200);

    const { changes } = await history(entry.id);
    expect(changes).toHaveLength(2);
    const [fromCsv, fromForm] = changes;
    expect(fromForm).toMatchObject({
      source: 'form',
      by: adminName,
      detail: null,
      at: '2026-06-01T12:00:00.000Z',
      fields: ['dr_score'],
      before: { dr_score: null, xc_status: null },
      after: { dr_score: 27.3, xc_status: null },
      undone: false,
      undoable: false,
    });
    expect(fromCsv).toMatchObject({
      source: 'csv',
      by: adminName,
      detail: 'day-two.csv',
      fields: ['xc_status', 'xcj_score', 'xct_score'],
      before: { dr_score: 27.3, xc_status: null, xcj_score: null },
      after: { dr_score: 27.3, xc_status: 'OK', xcj_score: 20, xct_score: 0.8 },
      undoable: true,
    });
  });

  it('undoes the latest change through the results writer, then the one before', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const entry = await buildEntry(t.db, competition.id);
    await saveScores(t, admin, entry.id, { dr_score: 30, sj_status: 'CLEAR', sj_score: 4 });
    await saveScores(t, admin, entry.id, { sj_score: 8 });
    const [latest] = (await history(entry.id)).changes;
    if (!latest) throw new Error('no change recorded');

    const response = await undo(entry.id, latest.id);
    expect(response.statusCode).toBe(200);
    const result = response.json<UndoResult>();
    expect(result.message).toBe('Change undone');
    expect(result.entry).toMatchObject({ sj_score: 4, sj_pts: 16, dr_pts: 15, total_pts: 31 });
    expect(result.change).toMatchObject({
      source: 'undo',
      undoesChangeId: latest.id,
      detail: `Undo of change ${latest.id}`,
      before: { sj_score: 8 },
      after: { sj_score: 4 },
      undoable: false,
    });
    expect((await stored(entry.id))?.sjPts).toBe('16.0');

    const after = (await history(entry.id)).changes;
    expect(after.map((change) => [change.source, change.undone, change.undoable])).toEqual([
      ['undo', false, false],
      ['form', true, false],
      ['form', false, true],
    ]);
    const first = after[2];
    if (!first) throw new Error('first change missing');
    expect((await undo(entry.id, first.id)).statusCode).toBe(200);
    const cleared = await stored(entry.id);
    expect([cleared?.drScore, cleared?.sjStatus, cleared?.sjScore, cleared?.totalPts]).toEqual([
      null,
      null,
      null,
      '0.0',
    ]);
    expect((await undo(entry.id, first.id)).json()).toEqual({
      message: 'This entry has no change to undo.',
    });
  });

  it('refuses to undo a change that is no longer the latest, and changes nothing', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const entry = await buildEntry(t.db, competition.id);
    await saveScores(t, admin, entry.id, { dr_score: 30 });
    const [seen] = (await history(entry.id)).changes;
    if (!seen) throw new Error('no change recorded');
    await saveScores(t, admin, entry.id, { dr_score: 31 });
    const response = await undo(entry.id, seen.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/changed since/);
    expect((await stored(entry.id))?.drScore).toBe('31.0');
  });

  it('refuses an undo that would give an official position back to an entry that has since stopped, and changes nothing', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const entry = await buildEntry(t.db, competition.id);
    const override = (position: number | null) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/competitions/${competition.id}/entries/${entry.id}/position-override`,
        payload: { position },
        cookie: admin,
      });
    await saveScores(t, admin, entry.id, { dr_score: 30 });
    expect((await override(1)).statusCode).toBe(200);
    // Eliminated in cross-country: the position is kept until cleared, then cleared.
    await saveScores(t, admin, entry.id, { xc_status: 'EL' });
    expect((await override(null)).statusCode).toBe(200);
    const before = await history(entry.id);
    const [cleared] = before.changes;
    if (!cleared) throw new Error('no change recorded');
    expect(cleared.before).toMatchObject({ position_override: 1, xc_status: 'EL' });

    const response = await undo(entry.id, cleared.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Only a finisher (every phase completed) can be given an official position; clear it or score the entry first.',
    });
    expect((await stored(entry.id))?.positionOverride).toBeNull();
    expect(await history(entry.id)).toEqual(before);
  });

  it('answers 404 for an unknown entry and 400 for a bad change id', async () => {
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/admin/competition-entries/999999/score-history',
          cookie: admin,
        })
      ).statusCode,
    ).toBe(404);
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competition-entries/${entry.id}/score-history/undo`,
      payload: { changeId: 'latest' },
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    // The message names its field once.
    expect(response.json()).toEqual({
      message: 'changeId must be a whole number from 1 to 2147483647',
      field: 'changeId',
    });
  });
});
