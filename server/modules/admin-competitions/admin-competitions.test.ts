import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import { competitionEntries, competitions } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, buildVenue, signedInUser } from '../../test/factories';

const scoringUrl = 'https://www.eventingscores.co.uk/uploads/events/101/results_101_1.html';

describe('admin competitions API', () => {
  let t: TestApp;
  let admin: string;
  let player: string;
  let venueId: number;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
    player = (await signedInUser(t.db, t.clock.now())).cookie;
    venueId = (await buildVenue(t.db, { name: 'Badminton', country: 'GBR' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = () => ({
    name: 'Badminton Horse Trials',
    venueId,
    startDate: '2026-09-03',
    endDate: '2026-09-06',
    deadline: '2026-09-02T18:00:00Z',
    level: 'CCI5*-L',
    description: 'The spring five-star.',
  });

  const create = async (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/admin/competitions', payload, cookie: admin });

  describe('refuses visitors (401) and players (403) on every endpoint', () => {
    const endpoints: Array<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }> = [
      { method: 'GET', url: '/api/admin/competitions' },
      { method: 'POST', url: '/api/admin/competitions' },
      { method: 'PUT', url: '/api/admin/competitions/1' },
      { method: 'DELETE', url: '/api/admin/competitions/1' },
      { method: 'PATCH', url: '/api/admin/competitions/1' },
      { method: 'PUT', url: '/api/admin/competitions/1/scraping' },
      { method: 'PATCH', url: '/api/admin/competitions/1/scraping' },
      { method: 'POST', url: '/api/admin/competitions/1/fix-positions' },
      { method: 'PATCH', url: '/api/competition-entries/1/scoring' },
    ];
    for (const { method, url } of endpoints) {
      it(`${method} ${url}`, async () => {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        const visitor = await t.request({ method, url, ...(payload ? { payload } : {}) });
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toEqual({ message: 'You need to be signed in to do that.' });
        const nonAdmin = await t.request({
          method,
          url,
          cookie: player,
          ...(payload ? { payload } : {}),
        });
        expect(nonAdmin.statusCode).toBe(403);
        expect(nonAdmin.json()).toEqual({ message: 'Admin privileges required.' });
      });
    }
  });

  it('creates a competition with the form defaults and lists it with venue and country', async () => {
    const response = await create(valid());
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminCompetition>();
    expect(created).toMatchObject({
      name: 'Badminton Horse Trials',
      venueName: 'Badminton',
      venueCountry: 'GBR',
      startDate: '2026-09-03T00:00:00.000Z',
      endDate: '2026-09-06T00:00:00.000Z',
      deadline: '2026-09-02T18:00:00.000Z',
      level: 'CCI5*-L',
      status: 'pending',
      isLive: false,
      scorer: null,
      scoringUrl: null,
      scrapingEnabled: false,
      drDisplayMode: false,
      entryCount: 0,
    });
    const list = await t.request({ method: 'GET', url: '/api/admin/competitions', cookie: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json<AdminCompetition[]>().map((c) => c.id)).toContain(created.id);
  });

  it('defaults the level to CCI5*-L', async () => {
    const { level: _level, ...withoutLevel } = valid();
    const response = await create(withoutLevel);
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminCompetition>().level).toBe('CCI5*-L');
  });

  it.each([
    ['name', { name: '   ' }, 'name is required'],
    ['name', { name: 5 }, 'name must be text'],
    ['startDate', { startDate: '' }, 'startDate is required'],
    ['startDate', { startDate: 20260903 }, 'startDate must be text'],
    [
      'endDate',
      { endDate: 'next week' },
      'endDate: must be a date (YYYY-MM-DD) or a date and time with a zone',
    ],
    [
      'deadline',
      { deadline: '2026-13-01' },
      'deadline: must be a date (YYYY-MM-DD) or a date and time with a zone',
    ],
    [
      'level',
      { level: 'CCI6*' },
      'level: must be one of CCI5*-L, CCI4*-L, CCI4*-S, CCI3*-L, CCI3*-S, CCI2*-L, CCI2*-S, CCI1*',
    ],
    [
      'status',
      { status: 'finished' },
      'status: must be one of pending, open, live, completed, cancelled',
    ],
    ['scorer', { scorer: 'britisheventing.com' }, 'scorer: must be eventingscores.co.uk'],
  ])('refuses a bad %s naming the field', async (field, change, message) => {
    const response = await create({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('refuses a missing name, start date, end date or deadline', async () => {
    for (const field of ['name', 'startDate', 'endDate', 'deadline'] as const) {
      const payload: Record<string, unknown> = { ...valid() };
      delete payload[field];
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${field} is required`, field });
    }
  });

  it('refuses an end before the start and a deadline after the start day', async () => {
    const early = await create({ ...valid(), endDate: '2026-09-02' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: 'endDate: must be on or after the start date',
      field: 'endDate',
    });
    const late = await create({ ...valid(), deadline: '2026-09-04T08:00:00Z' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      message: 'deadline: must be on or before the start date',
      field: 'deadline',
    });
    const sameDay = await create({ ...valid(), deadline: '2026-09-03T08:00:00Z' });
    expect(sameDay.statusCode).toBe(201);
  });

  it('refuses an unknown venue', async () => {
    const response = await create({ ...valid(), venueId: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'venueId: no venue with this id',
      field: 'venueId',
    });
    // Beyond any id a row can have: refused by the schema, naming the field.
    const huge = await create({ ...valid(), venueId: 99_999_999_999 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      message: 'venueId must be a whole number from 1 to 2147483647',
      field: 'venueId',
    });
  });

  it('stores the aliases complete and upcoming canonically', async () => {
    const complete = await create({ ...valid(), status: 'complete' });
    expect(complete.json<AdminCompetition>().status).toBe('completed');
    const upcoming = await create({ ...valid(), status: 'upcoming' });
    expect(upcoming.json<AdminCompetition>().status).toBe('open');
  });

  it('keeps status and isLive consistent', async () => {
    const byStatus = await create({ ...valid(), status: 'live' });
    expect(byStatus.json<AdminCompetition>()).toMatchObject({ status: 'live', isLive: true });
    const byFlag = await create({ ...valid(), isLive: true });
    expect(byFlag.json<AdminCompetition>()).toMatchObject({ status: 'live', isLive: true });
    const conflicting = await create({ ...valid(), status: 'open', isLive: true });
    expect(conflicting.statusCode).toBe(400);
    expect(conflicting.json()).toEqual({
      message: 'isLive: a live competition must have the status live',
      field: 'isLive',
    });
    const id = byFlag.json<AdminCompetition>().id;
    const ended = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${id}`,
      payload: { ...valid(), status: 'completed' },
      cookie: admin,
    });
    expect(ended.json<AdminCompetition>()).toMatchObject({ status: 'completed', isLive: false });
    const offAir = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${byStatus.json<AdminCompetition>().id}`,
      payload: { ...valid(), isLive: false },
      cookie: admin,
    });
    expect(offAir.json<AdminCompetition>()).toMatchObject({ status: 'open', isLive: false });
  });

  it('validates the scoring URL: https on www.eventingscores.co.uk only', async () => {
    for (const url of [
      'https://evil.example/results.html',
      'https://user:pw@www.eventingscores.co.uk/x',
      'not a url',
    ]) {
      const response = await create({ ...valid(), scoringUrl: url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        message: 'scoringUrl: must be an https address on www.eventingscores.co.uk',
        field: 'scoringUrl',
      });
    }
    // The bare domain and plain http are stored on https://www.eventingscores.co.uk.
    for (const url of [
      'http://www.eventingscores.co.uk/uploads/events/101/results_101_1.html',
      'https://eventingscores.co.uk/uploads/events/101/results_101_1.html',
    ]) {
      const normalised = await create({ ...valid(), scoringUrl: url });
      expect(normalised.statusCode, url).toBe(201);
      expect(normalised.json<AdminCompetition>().scoringUrl).toBe(scoringUrl);
    }
    const ok = await create({ ...valid(), scoringUrl, scrapingEnabled: true });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<AdminCompetition>()).toMatchObject({
      scorer: 'eventingscores.co.uk',
      scoringUrl,
      scrapingEnabled: true,
    });
  });

  it('refuses automatic scraping without a scoring URL', async () => {
    const response = await create({ ...valid(), scrapingEnabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'scrapingEnabled: automatic scraping needs a scoring URL',
      field: 'scrapingEnabled',
    });
  });

  it('updates a competition and answers 404 for an unknown one', async () => {
    const id = (await create(valid())).json<AdminCompetition>().id;
    const response = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${id}`,
      payload: { ...valid(), name: 'Burghley', level: 'CCI4*-S', status: 'open' },
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCompetition>()).toMatchObject({
      id,
      name: 'Burghley',
      level: 'CCI4*-S',
      status: 'open',
    });
    const missing = await t.request({
      method: 'PUT',
      url: '/api/admin/competitions/999999',
      payload: valid(),
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Competition not found.' });
    const badId = await t.request({
      method: 'PUT',
      url: '/api/admin/competitions/abc',
      payload: valid(),
      cookie: admin,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('deletes a competition with its entries', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    await buildEntry(t.db, competition.id);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/competitions/${competition.id}`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Competition deleted', id: competition.id });
    const rows = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competition.id));
    expect(rows).toEqual([]);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/admin/competitions/${competition.id}`,
      cookie: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('switches DR Display mode, and the public competition read follows at once', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const publicRead = async () =>
      (await t.request({ method: 'GET', url: `/api/competitions/${competition.id}` })).json<{
        drDisplayMode: boolean;
      }>().drDisplayMode;
    expect(await publicRead()).toBe(false);
    const on = await t.request({
      method: 'PATCH',
      url: `/api/admin/competitions/${competition.id}`,
      payload: { drDisplayMode: true },
      cookie: admin,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json<AdminCompetition>().drDisplayMode).toBe(true);
    expect(await publicRead()).toBe(true);
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/admin/competitions/${competition.id}`,
      payload: { drDisplayMode: 'yes' },
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('drDisplayMode');
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/admin/competitions/999999',
      payload: { drDisplayMode: true },
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('stores scraping settings and toggles automatic scraping', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const url = `/api/admin/competitions/${competition.id}/scraping`;
    const refused = await t.request({
      method: 'PATCH',
      url,
      payload: { scrapingEnabled: true },
      cookie: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'scrapingEnabled: automatic scraping needs a scoring URL',
      field: 'scrapingEnabled',
    });
    const badUrl = await t.request({
      method: 'PUT',
      url,
      payload: {
        scorer: 'eventingscores.co.uk',
        scoringUrl: 'https://evil.example/',
        scrapingEnabled: false,
      },
      cookie: admin,
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json<{ field: string }>().field).toBe('scoringUrl');
    const stored = await t.request({
      method: 'PUT',
      url,
      payload: { scorer: 'eventingscores.co.uk', scoringUrl, scrapingEnabled: false },
      cookie: admin,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json<AdminCompetition>()).toMatchObject({ scoringUrl, scrapingEnabled: false });
    const on = await t.request({
      method: 'PATCH',
      url,
      payload: { scrapingEnabled: true },
      cookie: admin,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json<AdminCompetition>().scrapingEnabled).toBe(true);
    const [row] = await t.db.select().from(competitions).where(eq(competitions.id, competition.id));
    expect(row?.scrapingEnabled).toBe(true);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/admin/competitions/999999/scraping',
      payload: { scrapingEnabled: false },
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
