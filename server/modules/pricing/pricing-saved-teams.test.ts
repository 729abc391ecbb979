import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceEntriesResult } from '../../../contract/pricing';
import type { PricingHealth } from '../../../contract/pricing-health';
import { competitionEntries, competitions } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';
import { buildPricingField } from './pricing.test-support';

describe('pricing a competition whose teams are saved', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const price = (competitionId: number, apply: boolean) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(competitionId)}/price-entries`,
      cookie: admin,
      payload: { apply },
    });
  const preview = async (competitionId: number) => {
    const response = await price(competitionId, false);
    expect(response.statusCode).toBe(200);
    return response.json<PriceEntriesResult>();
  };
  const healthOf = async (competitionId: number) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/pricing/health',
      cookie: admin,
    });
    return response.json<PricingHealth[]>().find((row) => row.competitionId === competitionId);
  };
  const saveTeam = (cookie: string, competitionId: number, entryIds: number[]) =>
    t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie,
      payload: {
        competitionId,
        selections: entryIds.map((competitionEntryId) => ({ competitionEntryId })),
      },
    });

  it('says how many saved teams the previewed prices would put over the budget', async () => {
    // The field of the pricing tests, open, every entry at 2.0 until it is priced.
    const field = await buildPricingField(t, admin);
    const competitionId = field.competitionId;
    await t.db
      .update(competitions)
      .set({ status: 'open' })
      .where(eq(competitions.id, competitionId));
    await t.db
      .update(competitionEntries)
      .set({ price: '2.0' })
      .where(eq(competitionEntries.competitionId, competitionId));
    expect((await preview(competitionId)).savedTeams).toEqual({ saved: 0, overBudget: 0 });

    // Two players spend the whole 10.0: one on the five entries the form prices dearest, the
    // other on the five it prices cheapest.
    const ranked = (await preview(competitionId)).entries.toSorted((x, y) => x.price - y.price);
    expect(ranked.map((row) => row.price)).toEqual([1, 1.5, 1.6, 1.8, 2.6, 2.9, 4]);
    const ids = ranked.map((row) => row.entryId);
    const dearest = ids.slice(-5);
    const cheapest = ids.slice(0, 5);
    const bold = await signedInUser(t.db, t.clock.now());
    const careful = await signedInUser(t.db, t.clock.now());
    expect((await saveTeam(bold.cookie, competitionId, dearest)).statusCode).toBe(200);
    expect((await saveTeam(careful.cookie, competitionId, cheapest)).statusCode).toBe(200);

    // At the previewed prices the dearest five cost 12.9 and the cheapest five 8.5: one of the
    // two saved teams goes over the budget.
    const body = await preview(competitionId);
    expect(body.savedTeams).toEqual({ saved: 2, overBudget: 1 });

    expect((await healthOf(competitionId))?.teamsOverBudget).toBe(0);

    // Once the prices are applied, the card says one saved team is over the budget, and a save
    // refuses that team, as the preview said (10.0 less 1.6, 1.8, 2.6 and 2.9 leaves 1.1 for the
    // 4.0), and takes the other.
    expect((await price(competitionId, true)).statusCode).toBe(200);
    const health = await healthOf(competitionId);
    expect(health?.teamsOverBudget).toBe(1);
    expect(health?.warnings).toContainEqual({
      code: 'teams-over-budget',
      message:
        "1 saved team costs more than the 10.0 budget at today's prices: its player must change a pick to save it again.",
    });
    const again = await saveTeam(bold.cookie, competitionId, dearest);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(
      'This would exceed your 10m budget. You have 1.1m remaining.',
    );
    expect((await saveTeam(careful.cookie, competitionId, cheapest)).statusCode).toBe(200);
  });

  it('counts the picks of a withdrawn entry at the price it keeps', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { level: 'CCI4*-L' });
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push((await buildEntry(t.db, competition.id, { price: '1.9' })).id);
    }
    const player = await signedInUser(t.db, t.clock.now());
    expect((await saveTeam(player.cookie, competition.id, ids.slice(0, 5))).statusCode).toBe(200);
    const withdrawn = await t.request({
      method: 'PATCH',
      url: `/api/competition-entries/${String(ids[0])}/scoring`,
      cookie: admin,
      payload: { dr_status: 'WD' },
    });
    expect(withdrawn.statusCode).toBe(200);
    // 1.9 kept by the withdrawn entry, 1.8 for the other four: 9.1.
    const body = await preview(competition.id);
    expect(body.summary).toMatchObject({ entries: 5, withdrawn: 1 });
    expect(body.savedTeams).toEqual({ saved: 1, overBudget: 0 });
  });
});
