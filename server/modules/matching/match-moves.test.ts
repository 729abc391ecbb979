import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchChanged } from '../../../contract/matching';
import type { ScoreHistory } from '../../../contract/score-history';
import { competitionEntries } from '../../db/schema/index';
import { openAdminApp, saveScores, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { recordScrapedRows } from './scraped-rows.service';

/** A board row no entry's names match, so a person matches it (decision 089). */
const ZARA = { scrapedAthleteName: 'Zara Tindall', scrapedHorseName: 'Class Affair' };

describe('a manual match moved or removed takes the scores it wrote with it', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const entryFor = async (competitionId: number, rider: string, horse: string, order: number) => {
    const athlete = await buildAthlete(t.db, { name: rider });
    const horseRow = await buildHorse(t.db, { name: horse });
    return buildEntry(t.db, competitionId, {
      athleteId: athlete.id,
      horseId: horseRow.id,
      startOrder: order,
    });
  };

  async function board() {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      level: 'CCI4*-S',
    });
    const zara = await entryFor(competition.id, 'Zara Phillips', 'Class Affair', 1);
    const wrong = await entryFor(competition.id, 'Ann Wrong', 'Other Horse', 2);
    await recordScrapedRows(
      t.app.deps,
      competition.id,
      [
        {
          athleteName: ZARA.scrapedAthleteName,
          horseName: ZARA.scrapedHorseName,
          nationality: 'GBR',
          scores: {
            dressage: { penalties: 279 },
            showJumping: { penalties: 40 },
            total: 319,
          },
        },
      ],
      { allowAi: false, markScraped: true, author: { source: 'scrape', user: null } },
    );
    return { competition, zara, wrong };
  }

  const post = (competitionId: number, path: string, payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/${path}`,
      payload,
      cookie: admin,
    });
  const stored = async (id: number) =>
    (await t.db.select().from(competitionEntries).where(eq(competitionEntries.id, id)))[0];
  const history = async (entryId: number) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/admin/competition-entries/${entryId}/score-history`,
        cookie: admin,
      })
    ).json<ScoreHistory>();

  it('moving a match to the right entry clears what it wrote from the wrong one, undoably', async () => {
    const { competition, zara, wrong } = await board();
    // Removing a match that never wrote anything names no entry.
    const first = await post(competition.id, 'remove-match', ZARA);
    expect(first.json<MatchChanged>()).toMatchObject({ message: 'Match Removed', notice: null });

    const mistaken = await post(competition.id, 'set-match', { ...ZARA, entryId: wrong.id });
    expect(mistaken.json<MatchChanged>()).toMatchObject({ message: 'Match Set', notice: null });
    expect(await stored(wrong.id)).toMatchObject({
      drScore: '27.9',
      sjStatus: 'OK',
      sjScore: '4.0',
    });

    const moved = await post(competition.id, 'set-match', { ...ZARA, entryId: zara.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MatchChanged>()).toMatchObject({
      message: 'Match Set',
      scrapedEntry: { matchedEntryId: zara.id },
      notice:
        'Cleared the dressage and show jumping this row had written to Ann Wrong / Other Horse; its score history keeps them.',
    });
    expect(await stored(zara.id)).toMatchObject({ drScore: '27.9', sjScore: '4.0', score: '31.9' });
    expect(await stored(wrong.id)).toMatchObject({
      drScore: null,
      sjStatus: null,
      sjScore: null,
      score: null,
      totalPts: '0.0',
    });
    const results = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}/entries`,
    });
    const listed = results.json<Array<{ id: number; dr_score: number | null }>>();
    expect(listed.find((entry) => entry.id === wrong.id)).toMatchObject({ dr_score: null });

    // The clearing is the wrong entry's latest change, made by matching; undo brings it back.
    const [latest] = (await history(wrong.id)).changes;
    expect(latest).toMatchObject({
      source: 'match',
      fields: ['dr_score', 'sj_status', 'sj_score'],
      after: { dr_score: null, sj_status: null, sj_score: null },
      undoable: true,
    });
    const undo = await t.request({
      method: 'POST',
      url: `/api/admin/competition-entries/${wrong.id}/score-history/undo`,
      payload: { changeId: latest?.id },
      cookie: admin,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await stored(wrong.id))?.drScore).toBe('27.9');
  });

  it('removing a match clears what it wrote; a phase changed since stays and is named', async () => {
    const { competition, wrong } = await board();
    await post(competition.id, 'set-match', { ...ZARA, entryId: wrong.id });
    const typed = await saveScores(t, admin, wrong.id, { sj_score: '8' });
    expect(typed.statusCode, typed.body).toBe(200);

    const removed = await post(competition.id, 'remove-match', ZARA);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<MatchChanged>()).toMatchObject({
      message: 'Match Removed',
      scrapedEntry: { matchedEntryId: null },
      notice:
        'Cleared the dressage this row had written to Ann Wrong / Other Horse; its score history keeps it. Ann Wrong / Other Horse keeps its show jumping: it was changed after this row wrote it.',
    });
    expect(await stored(wrong.id)).toMatchObject({
      drScore: null,
      sjStatus: 'OK',
      sjScore: '8.0',
    });
  });
});
