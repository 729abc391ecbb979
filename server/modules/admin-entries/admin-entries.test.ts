import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  unpublishedResultsHint,
  type AdminCompetition,
  type EntryDeleteImpact,
} from '../../../contract/admin-competitions';
import type { CompetitionEntry } from '../../../contract/competitions';
import { fantasyTeamSelections, fantasyTeams } from '../../db/schema/index';
import { openAdminApp, saveScores, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  buildUser,
  signedInUser,
} from '../../test/factories';

describe('admin entries: bridle numbers, delete impact, the unpublished-results hint', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const patch = (competitionId: number, entryId: number, payload: Record<string, unknown>) =>
    t.request({
      method: 'PATCH',
      url: `/api/admin/competitions/${competitionId}/entries/${entryId}`,
      payload,
      cookie: admin,
    });

  async function pickedBy(
    teams: number,
    entry: { id: number; athleteId: number; horseId: number },
    competitionId: number,
  ) {
    for (let i = 0; i < teams; i += 1) {
      const player = await buildUser(t.db);
      const [team] = await t.db
        .insert(fantasyTeams)
        .values({ userId: player.id, competitionId, totalSpent: '2.0' })
        .returning();
      if (!team) throw new Error('team not created');
      await t.db.insert(fantasyTeamSelections).values({
        fantasyTeamId: team.id,
        competitionEntryId: entry.id,
        athleteId: entry.athleteId,
        horseId: entry.horseId,
        price: '2.0',
      });
    }
  }

  it('sets a bridle number the entries list shows, and refuses one another entry uses', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const rider = await buildAthlete(t.db, { name: 'Ann Smith' });
    const horse = await buildHorse(t.db, { name: 'Connemara Mist' });
    const first = await buildEntry(t.db, competition.id, {
      athleteId: rider.id,
      horseId: horse.id,
      startOrder: 1,
    });
    const second = await buildEntry(t.db, competition.id, { startOrder: 2 });

    const saved = await patch(competition.id, first.id, { bridleNumber: 118 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CompetitionEntry>()).toMatchObject({ bridleNumber: 118, startOrder: 1 });

    const taken = await patch(competition.id, second.id, { bridleNumber: 118, startOrder: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message:
        'Bridle number 118 is already used by Ann Smith with Connemara Mist in this competition.',
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}/entries`,
    });
    const shown = list.json<CompetitionEntry[]>();
    expect(shown.map((entry) => [entry.id, entry.bridleNumber, entry.startOrder])).toEqual([
      [first.id, 118, 1],
      [second.id, null, 2],
    ]);

    expect((await patch(competition.id, first.id, { bridleNumber: null })).json()).toMatchObject({
      bridleNumber: null,
      startOrder: 1,
    });
    expect((await patch(competition.id, first.id, { bridleNumber: 0 })).statusCode).toBe(400);
    expect((await patch(competition.id, 999999, { bridleNumber: 3 })).statusCode).toBe(404);
    // A misspelt field is told, not answered with the entry unchanged (decision 103).
    const misspelt = await patch(competition.id, first.id, { bridle_number: 7, startOrder: 9 });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({
      message: 'body has a field that is not accepted: bridle_number',
    });
    const [kept] = (
      await t.request({ method: 'GET', url: `/api/competitions/${competition.id}/entries` })
    ).json<CompetitionEntry[]>();
    expect([kept?.bridleNumber, kept?.startOrder]).toEqual([null, 1]);
  });

  it('names the teams holding an entry before it is deleted, and suggests WD after the deadline', async () => {
    const open = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, open.id);
    await pickedBy(2, entry, open.id);
    const impact = await t.request({
      method: 'GET',
      url: `/api/admin/competitions/${open.id}/entries/${entry.id}/delete-impact`,
      cookie: admin,
    });
    expect(impact.statusCode).toBe(200);
    const before = impact.json<EntryDeleteImpact>();
    expect(before).toMatchObject({ teams: 2, afterDeadline: false, suggestWithdraw: false });
    expect(before.message).toMatch(
      /2 teams hold this entry; deleting it removes it from those teams\.$/,
    );

    const closed = await buildCompetition(t.db, t.clock.now(), {
      deadline: new Date(t.clock.now().getTime() - 60_000),
      startDate: new Date(t.clock.now().getTime() + 60_000),
    });
    const held = await buildEntry(t.db, closed.id);
    await pickedBy(1, held, closed.id);
    const after = (
      await t.request({
        method: 'GET',
        url: `/api/admin/competitions/${closed.id}/entries/${held.id}/delete-impact`,
        cookie: admin,
      })
    ).json<EntryDeleteImpact>();
    expect(after).toMatchObject({ teams: 1, afterDeadline: true, suggestWithdraw: true });
    expect(after.message).toContain(
      '1 team holds this entry; deleting it removes it from that team. The team deadline has passed: withdraw it (WD) instead, so the teams keep their picks.',
    );
  });

  it('counts scored and complete entries and tells the operator a Pending competition hides them', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'pending' });
    const done = await buildEntry(t.db, competition.id);
    const stopped = await buildEntry(t.db, competition.id);
    await saveScores(t, admin, done.id, {
      dr_score: 30,
      sj_status: 'CLEAR',
      sj_score: 0,
      xc_status: 'OK',
      xcj_score: 0,
      xct_score: 0,
    });
    await saveScores(t, admin, stopped.id, { dr_score: 35, xc_status: 'EL' });
    const list = await t.request({ method: 'GET', url: '/api/admin/competitions', cookie: admin });
    const row = list.json<AdminCompetition[]>().find((c) => c.id === competition.id);
    expect(row).toMatchObject({ entryCount: 2, scoredEntryCount: 2, completeEntryCount: 2 });
    if (!row) throw new Error('competition not listed');
    expect(unpublishedResultsHint(row)).toBe(
      'Every entry has its result, but this competition is Pending: the public results page shows "No results available yet." Set its status to Live or Completed to publish the results.',
    );
  });

  it('does not count a withdrawal as a score, and says so of one entry in the singular', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'open' });
    const entries = [];
    for (let i = 0; i < 10; i += 1) entries.push(await buildEntry(t.db, competition.id));
    const [beforeEvent, ridden, afterDressage] = entries;
    if (!beforeEvent || !ridden || !afterDressage) throw new Error('entries not built');
    const listed = async () => {
      const list = await t.request({
        method: 'GET',
        url: '/api/admin/competitions',
        cookie: admin,
      });
      const row = list.json<AdminCompetition[]>().find((c) => c.id === competition.id);
      if (!row) throw new Error('competition not listed');
      return row;
    };

    expect((await saveScores(t, admin, beforeEvent.id, { dr_status: 'WD' })).statusCode).toBe(200);
    const withdrawnOnly = await listed();
    expect(withdrawnOnly).toMatchObject({
      entryCount: 10,
      withdrawnEntryCount: 1,
      scoredEntryCount: 0,
      completeEntryCount: 0,
    });
    expect(unpublishedResultsHint(withdrawnOnly)).toBeNull();

    expect((await saveScores(t, admin, ridden.id, { dr_score: 30 })).statusCode).toBe(200);
    expect(
      (await saveScores(t, admin, afterDressage.id, { dr_score: 31, sj_status: 'WD' })).statusCode,
    ).toBe(200);
    const oneRidden = await listed();
    expect(oneRidden).toMatchObject({
      entryCount: 10,
      withdrawnEntryCount: 2,
      scoredEntryCount: 1,
      completeEntryCount: 0,
    });
    expect(unpublishedResultsHint(oneRidden)).toBe(
      '1 of 8 entries has scores, but this competition is Open: the public results page shows "No results available yet." Set its status to Live or Completed to publish the results.',
    );
  });

  it('creates a venue that competitions can use', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/data/venues',
      payload: { name: '  Kentucky Horse Park ', location: 'Lexington, KY', country: 'USA' },
      cookie: admin,
    });
    expect(created.statusCode).toBe(201);
    const venue = created.json<{ id: number; name: string }>();
    expect(venue).toMatchObject({ name: 'Kentucky Horse Park', location: 'Lexington, KY' });
    const venues = await t.request({ method: 'GET', url: '/api/venues' });
    expect(venues.json<Array<{ id: number }>>().some((v) => v.id === venue.id)).toBe(true);
    const nameless = await t.request({
      method: 'POST',
      url: '/api/admin/data/venues',
      payload: { name: ' ' },
      cookie: admin,
    });
    expect(nameless.statusCode).toBe(400);
    const player = (await signedInUser(t.db, t.clock.now())).cookie;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/admin/data/venues',
          payload: { name: 'Mine' },
          cookie: player,
        })
      ).statusCode,
    ).toBe(403);
  });
});
