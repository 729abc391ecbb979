import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import type { PricingHealth } from '../../../contract/pricing-health';
import { competitionEntries, competitions } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, buildTeamOf, signedInUser } from '../../test/factories';
import { buildPricingField, type PricingField } from './pricing.test-support';

describe('pricing warnings and opening team selection', () => {
  let t: TestApp;
  let admin: string;
  let field: PricingField;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
    field = await buildPricingField(t, admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const health = async (cookie = admin) => {
    const response = await t.request({ method: 'GET', url: '/api/admin/pricing/health', cookie });
    return response;
  };
  const healthOf = async (competitionId: number) =>
    (await health()).json<PricingHealth[]>().find((row) => row.competitionId === competitionId);

  /** The competition's stored fields as the edit form sends them, with a new status. */
  const open = async (competitionId: number, extra: Record<string, unknown> = {}) => {
    const [row] = await t.db.select().from(competitions).where(eq(competitions.id, competitionId));
    if (!row) throw new Error('no competition');
    return t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${String(competitionId)}`,
      cookie: admin,
      payload: {
        name: row.name,
        startDate: row.startDate.toISOString(),
        endDate: row.endDate.toISOString(),
        deadline: row.deadline.toISOString(),
        level: row.level,
        status: 'open',
        ...extra,
      },
    });
  };
  const statusOf = async (competitionId: number) =>
    (await t.db.select().from(competitions).where(eq(competitions.id, competitionId)))[0]?.status;

  it('warns before pricing: the five cheapest at the default 2.5 cost 12.5, prices never computed', async () => {
    expect(await healthOf(field.competitionId)).toEqual({
      competitionId: field.competitionId,
      entries: 7,
      unpriced: 7,
      noForm: 0,
      cheapestFive: 12.5,
      unplayable: true,
      teamsOverBudget: 0,
      warnings: [
        {
          code: 'unplayable',
          message:
            'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
        },
        {
          code: 'never-priced',
          message: 'Prices were never computed: every entry costs the default 2.5.',
        },
      ],
    });
  });

  it('refuses to open team selection on that field unless the operator confirms', async () => {
    const refused = await open(field.competitionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'Team selection not opened: The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists. Confirm to open it anyway.',
    });
    expect(await statusOf(field.competitionId)).toBe('pending');
  });

  it('clears the warnings once the field is priced, and then opens without confirmation', async () => {
    const priced = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(field.competitionId)}/price-entries`,
      cookie: admin,
      payload: { apply: true },
    });
    expect(priced.statusCode).toBe(200);
    const after = await healthOf(field.competitionId);
    // One entry in seven without form is not "many": no warning.
    expect(after).toMatchObject({ unpriced: 0, noForm: 1, unplayable: false, warnings: [] });
    expect(after?.cheapestFive).toBeLessThanOrEqual(10);
    const opened = await open(field.competitionId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<AdminCompetition>().status).toBe('open');
    // Open competitions still show their warnings; completed ones are no longer listed.
    expect(await healthOf(field.competitionId)).toBeDefined();
  });

  it('opens an unplayable field when the operator confirms, and leaves out withdrawn entries', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'pending' });
    for (let index = 0; index < 6; index += 1) {
      await buildEntry(t.db, competition.id, {
        price: '2.5',
        ...(index === 5 ? { drStatus: 'WD' as const } : {}),
      });
    }
    // Prices given to the entries are prices: no warning speaks of the default 2.5.
    expect(await healthOf(competition.id)).toMatchObject({
      entries: 5,
      unpriced: 0,
      cheapestFive: 12.5,
      warnings: [{ code: 'unplayable' }],
    });
    const confirmed = await open(competition.id, { confirmUnplayable: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await statusOf(competition.id)).toBe('open');
    // Too few entries is unplayable too.
    const small = await buildCompetition(t.db, t.clock.now(), { status: 'pending' });
    await buildEntry(t.db, small.id, { price: '1.0' });
    const refused = await open(small.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Team selection not opened: Only 1 entry: a team needs five. Confirm to open it anyway.',
    );
    await t.db
      .update(competitions)
      .set({ status: 'completed' })
      .where(eq(competitions.id, small.id));
    expect(await healthOf(small.id)).toBeUndefined();
  });

  it('checks a live competition nobody has played before it goes open, but not one with teams', async () => {
    const unplayed = await buildCompetition(t.db, t.clock.now(), { status: 'live', isLive: true });
    for (let index = 0; index < 5; index += 1) {
      await buildEntry(t.db, unplayed.id, { price: '2.5' });
    }
    const refused = await open(unplayed.id, { isLive: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Team selection not opened: The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists. Confirm to open it anyway.',
    );
    expect(await statusOf(unplayed.id)).toBe('live');

    const played = await buildCompetition(t.db, t.clock.now(), { status: 'live', isLive: true });
    const entries = [];
    for (let index = 0; index < 5; index += 1) {
      entries.push(await buildEntry(t.db, played.id, { price: '2.5' }));
    }
    const [first] = entries;
    if (!first) throw new Error('no entry');
    const player = await signedInUser(t.db, t.clock.now());
    await buildTeamOf(t.db, player.user.id, first);
    const reopened = await open(played.id, { isLive: false });
    expect(reopened.statusCode).toBe(200);
    expect(await statusOf(played.id)).toBe('open');
  });

  it('tells a field whose entries are all withdrawn from an empty one, and will not open it unasked', async () => {
    const empty = await buildCompetition(t.db, t.clock.now(), { status: 'pending' });
    const withdrawn = await buildCompetition(t.db, t.clock.now(), { status: 'pending' });
    for (let index = 0; index < 3; index += 1) {
      await buildEntry(t.db, withdrawn.id, { price: '1.0', drStatus: 'WD' });
    }
    expect(await healthOf(withdrawn.id)).toMatchObject({
      entries: 0,
      unplayable: true,
      teamsOverBudget: 0,
      warnings: [
        { code: 'too-few-entries', message: 'All 3 entries are withdrawn: a team needs five.' },
      ],
    });
    const refused = await open(withdrawn.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Team selection not opened: All 3 entries are withdrawn: a team needs five. Confirm to open it anyway.',
    );
    expect(await statusOf(withdrawn.id)).toBe('pending');
    // A competition with no entries at all has no field to judge: it opens.
    expect((await open(empty.id)).statusCode).toBe(200);
    expect(await statusOf(empty.id)).toBe('open');
  });

  it('is for administrators only', async () => {
    const player = (await signedInUser(t.db, t.clock.now())).cookie;
    expect((await health(player)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/pricing/health' })).statusCode).toBe(
      401,
    );
    // The entry rows are untouched by reading them.
    const rows = await t.db
      .select({ id: competitionEntries.id })
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, field.competitionId));
    expect(rows).toHaveLength(7);
  });
});
