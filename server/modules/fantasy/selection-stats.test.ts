import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELECTION_STATS } from '../../../contract/constants';
import type { SelectionStats } from '../../../contract/fantasy';
import { competitions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';
import { presentSelectionStats } from './selection-stats';

describe('selection shares as they may be shown', () => {
  const open = {
    id: 1,
    status: 'open' as const,
    isLive: false,
    deadline: new Date('2026-06-02T12:00:00Z'),
  };
  const before = new Date('2026-06-01T12:00:00Z');
  const after = new Date('2026-06-02T12:00:00Z');
  const counts = [
    { competitionEntryId: 11, teams: 3 },
    { competitionEntryId: 12, teams: 1 },
    { competitionEntryId: 13, teams: 7 },
  ];

  it('hides them before the deadline under the minimum number of teams', () => {
    expect(SELECTION_STATS.minimumTeams).toBe(20);
    expect(presentSelectionStats(open, 19, counts, before)).toEqual({
      competitionId: 1,
      totalTeams: 19,
      visibility: 'hidden',
      minimumTeams: 20,
      selectionPercentage: {},
    });
  });

  it('rounds them to steps of 10 % (half up, in integers) before the deadline', () => {
    expect(presentSelectionStats(open, 20, counts, before).selectionPercentage).toEqual({
      '11': 20,
      '12': 10,
      '13': 40,
    });
  });

  it('gives them exactly, with one decimal, once the deadline has passed', () => {
    expect(presentSelectionStats(open, 20, counts, after)).toMatchObject({
      visibility: 'exact',
      selectionPercentage: { '11': 15, '12': 5, '13': 35 },
    });
  });
});

describe('GET /api/competitions/{id}/selection-stats and a rival saving', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function competitionWithSixEntries() {
    const competition = await buildCompetition(t.db, t.clock.now());
    const ids: number[] = [];
    for (let order = 1; order <= 6; order += 1) {
      ids.push((await buildEntry(t.db, competition.id, { price: '1.0', startOrder: order })).id);
    }
    return { competitionId: competition.id, ids };
  }

  const saveTeam = async (competitionId: number, ids: number[]) => {
    const { cookie } = await signedInUser(t.db, t.clock.now());
    const response = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie,
      payload: {
        competitionId,
        selections: ids.map((competitionEntryId) => ({ competitionEntryId })),
      },
    });
    expect(response.statusCode).toBe(200);
  };

  const readStats = async (competitionId: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/competitions/${competitionId}/selection-stats`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<SelectionStats>();
  };

  it('shows nothing of a handful of teams before the deadline, so a rival saving reveals nothing', async () => {
    const { competitionId, ids } = await competitionWithSixEntries();
    await saveTeam(competitionId, ids.slice(0, 5));
    await saveTeam(competitionId, ids.slice(1, 6));
    const beforeRival = await readStats(competitionId);
    await saveTeam(competitionId, [...ids.slice(0, 1), ...ids.slice(2, 6)]);
    const afterRival = await readStats(competitionId);
    expect(beforeRival).toEqual({
      competitionId,
      totalTeams: 2,
      visibility: 'hidden',
      minimumTeams: 20,
      selectionPercentage: {},
    });
    expect(afterRival).toEqual({ ...beforeRival, totalTeams: 3 });
  });

  it('rounds 20 teams and more before the deadline so the rival’s picks do not show', async () => {
    const { competitionId, ids } = await competitionWithSixEntries();
    for (let n = 0; n < 10; n += 1) await saveTeam(competitionId, ids.slice(0, 5));
    for (let n = 0; n < 10; n += 1) await saveTeam(competitionId, ids.slice(1, 6));
    const beforeRival = await readStats(competitionId);
    await saveTeam(competitionId, ids.slice(0, 5));
    const afterRival = await readStats(competitionId);
    const shares = (values: number[]) =>
      Object.fromEntries(ids.map((id, index) => [String(id), values[index]]));
    expect(beforeRival).toMatchObject({
      totalTeams: 20,
      visibility: 'rounded',
      selectionPercentage: shares([50, 100, 100, 100, 100, 50]),
    });
    expect(afterRival).toEqual({ ...beforeRival, totalTeams: 21 });
  });

  it('gives the exact shares once the deadline has passed', async () => {
    const { competitionId, ids } = await competitionWithSixEntries();
    for (let n = 0; n < 11; n += 1) await saveTeam(competitionId, ids.slice(0, 5));
    for (let n = 0; n < 10; n += 1) await saveTeam(competitionId, ids.slice(1, 6));
    await t.db
      .update(competitions)
      .set({ deadline: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(competitions.id, competitionId));
    const shares = (values: number[]) =>
      Object.fromEntries(ids.map((id, index) => [String(id), values[index]]));
    expect(await readStats(competitionId)).toEqual({
      competitionId,
      totalTeams: 21,
      visibility: 'exact',
      minimumTeams: 20,
      selectionPercentage: shares([52.4, 100, 100, 100, 100, 47.6]),
    });
  });
});
