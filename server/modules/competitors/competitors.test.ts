import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorHistorySchema, competitorSchema } from '../../../contract/competitors';
import { fantasyTeamSelections, fantasyTeams } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  buildUser,
  buildVenue,
} from '../../test/factories';

const now = new Date('2026-06-01T12:00:00Z');
const date = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('competitor page reads', () => {
  let t: TestApp;
  const ids = { athleteId: 0, otherAthleteId: 0, horseId: 0, competitionId: 0, entryId: 0 };
  const venueIds = { badminton: 0, burghley: 0 };

  beforeAll(async () => {
    t = await createTestApp({}, now);
    const rider = await buildAthlete(t.db, { name: 'Ros Canter', nationality: 'GBR' });
    const other = await buildAthlete(t.db, { name: 'Tim Price', nationality: 'NZL' });
    const horse = await buildHorse(t.db, {
      name: 'Lordships Graffalo',
      yob: 2013,
      gender: 'Gelding',
    });
    const badminton = await buildVenue(t.db, { name: 'Badminton' });
    const burghley = await buildVenue(t.db, { name: 'Burghley' });
    venueIds.badminton = badminton.id;
    venueIds.burghley = burghley.id;
    Object.assign(ids, { athleteId: rider.id, otherAthleteId: other.id, horseId: horse.id });

    const competition = (name: string, start: string, level: string, venueId: number) =>
      buildCompetition(t.db, now, {
        name,
        level,
        venueId,
        status: 'completed',
        startDate: date(start),
        endDate: date(start),
        deadline: date(start),
      });
    const old = await competition('Badminton 2019', '2019-05-01', 'CCI5*-L', badminton.id);
    const b23 = await competition('Badminton 2023', '2023-05-04', 'CCI5*-L', badminton.id);
    const s24 = await competition('Burghley 2024', '2024-09-05', 'CCI4*-S', burghley.id);
    const b25 = await competition('Badminton 2025', '2025-05-08', 'CCI5*-L', badminton.id);
    const current = await competition('Badminton 2026', '2026-05-07', 'CCI5*-L', badminton.id);
    const later = await competition('Burghley 2026', '2026-09-03', 'CCI5*-L', burghley.id);
    ids.competitionId = current.id;

    const scored = {
      drScore: '25.0',
      sjStatus: 'OK' as const,
      sjScore: '0',
      xcStatus: 'OK' as const,
      xcjScore: '0',
      xctScore: '0',
      drPts: '20',
      sjPts: '20',
      xcPts: '60',
      totalPts: '100',
    };
    const combination = { athleteId: rider.id, horseId: horse.id };
    await buildEntry(t.db, old.id, { ...combination, ...scored });
    await buildEntry(t.db, b23.id, {
      ...combination,
      ...scored,
      drScore: '30.5',
      drPts: '14',
      totalPts: '94',
      price: '3.0',
    });
    // A better rider in 2023 puts ours second of two.
    await buildEntry(t.db, b23.id, { drScore: '20.0', startOrder: 1 });
    await buildEntry(t.db, s24.id, {
      athleteId: other.id,
      horseId: horse.id,
      ...scored,
      price: '2.0',
    });
    await buildEntry(t.db, b25.id, { ...combination, drStatus: 'WD' });
    const entry = await buildEntry(t.db, current.id, {
      ...combination,
      price: '4.0',
      ra6: '26.5',
      sj6: '31',
      xcj10: '0.9',
      tsp: '0.55',
      expPts: '82.4',
    });
    ids.entryId = entry.id;
    await buildEntry(t.db, later.id, { ...combination, ...scored });

    // Three teams in the current competition, one of which picked the combination.
    for (let index = 0; index < 3; index += 1) {
      const user = await buildUser(t.db);
      const [team] = await t.db
        .insert(fantasyTeams)
        .values({ userId: user.id, competitionId: current.id })
        .returning();
      if (index === 0 && team) {
        await t.db.insert(fantasyTeamSelections).values({
          fantasyTeamId: team.id,
          competitionEntryId: entry.id,
          athleteId: rider.id,
          horseId: horse.id,
          price: '4.0',
        });
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.request({ method: 'GET', url });

  it('answers the combination in the competition with its stats and selected-by share', async () => {
    const response = await get(
      `/api/competitors/${ids.athleteId}/${ids.horseId}/${ids.competitionId}`,
    );
    expect(response.statusCode).toBe(200);
    const competitor = competitorSchema.parse(response.json());
    expect(competitor).toMatchObject({
      athlete: { name: 'Ros Canter', nationality: 'GBR' },
      horse: { name: 'Lordships Graffalo', yob: 2013, gender: 'Gelding' },
      competition: { name: 'Badminton 2026', level: 'CCI5*-L', venue: { name: 'Badminton' } },
      entry: { id: ids.entryId, price: 4, ra6: 26.5, sj6: 31, xcj10: 0.9, tsp: 0.55, expPts: 82.4 },
      selectedByPercentage: 33.3,
      selectionVisibility: 'exact',
      teamsCount: 3,
    });
  });

  it("answers 'Competitor not found' for a combination not entered, and 400 naming a bad id", async () => {
    const missing = await get(
      `/api/competitors/${ids.otherAthleteId}/${ids.horseId}/${ids.competitionId}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Competitor not found' });
    const bad = await get(`/api/competitors/${ids.athleteId}/horse/${ids.competitionId}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'horseId' });
  });

  const history = (subject: string, level: string, query = '') =>
    get(
      `/api/competitors/${ids.athleteId}/${ids.horseId}/history/${subject}/${encodeURIComponent(level)}/${ids.competitionId}${query}`,
    );

  it("lists the horse's history since 2020 up to this competition, newest first", async () => {
    const response = await history('horse', 'All');
    expect(response.statusCode).toBe(200);
    const body = competitorHistorySchema.parse(response.json());
    expect(
      body.entries.map((e) => [
        e.competitionName,
        e.athleteName,
        e.positionLabel,
        e.totalScoreDisplay,
      ]),
    ).toEqual([
      ['Badminton 2025', 'Ros Canter', '-', 'WD-DR'],
      ['Burghley 2024', 'Tim Price', '1', '25.0'],
      ['Badminton 2023', 'Ros Canter', '2', '30.5'],
    ]);
    expect(body.entries[2]).toMatchObject({ position: 2, fieldSize: 2, dr_pts: 14, total_pts: 94 });
    expect(body.venues.map((v) => v.name)).toEqual(['Badminton', 'Burghley']);
    expect(body.summary).toEqual({
      totalStarts: 2,
      avgDressage: 17,
      avgShowJumping: 20,
      avgCrossCountry: 60,
      avgPrice: 2.5,
      avgTotalPts: 97,
      avgPointsPerMillion: 38.8,
      inProgressLeftOut: 0,
    });
  });

  it('filters by rider, level and venue', async () => {
    const rider = competitorHistorySchema.parse((await history('rider', 'All')).json());
    expect(rider.entries.map((e) => e.competitionName)).toEqual([
      'Badminton 2025',
      'Badminton 2023',
    ]);
    const level = competitorHistorySchema.parse((await history('horse', 'CCI4*-S')).json());
    expect(level.entries.map((e) => e.competitionName)).toEqual(['Burghley 2024']);
    const venue = competitorHistorySchema.parse(
      (await history('horse', 'All', `?venue=${venueIds.burghley}`)).json(),
    );
    expect(venue.entries.map((e) => e.competitionName)).toEqual(['Burghley 2024']);
    expect(venue.venues).toHaveLength(2);
    const empty = competitorHistorySchema.parse((await history('rider', 'CCI4*-L')).json());
    expect(empty.entries).toEqual([]);
    expect(empty.summary).toMatchObject({
      totalStarts: 0,
      avgTotalPts: null,
      avgPointsPerMillion: null,
    });
  });

  it('refuses bad history input naming the field, and 404s an unknown competitor', async () => {
    const subject = await history('owner', 'All');
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toEqual({
      message: 'subject must be horse or rider',
      field: 'subject',
    });
    const level = await history('horse', 'CCI9*');
    expect(level.statusCode).toBe(400);
    expect(level.json()).toMatchObject({ field: 'level' });
    const venue = await history('horse', 'All', '?venue=abc');
    expect(venue.statusCode).toBe(400);
    expect(venue.json()).toMatchObject({ field: 'venue' });
    const missing = await get(
      `/api/competitors/${ids.athleteId}/${ids.horseId}/history/horse/All/999999`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Competitor not found' });
  });
  it('shows no scores of a competition still open, on its page or in the history', async () => {
    const open = await buildCompetition(t.db, now, {
      name: 'Pau 2025',
      status: 'open',
      startDate: date('2025-10-20'),
      endDate: date('2025-10-20'),
      deadline: date('2025-10-20'),
    });
    await buildEntry(t.db, open.id, {
      athleteId: ids.athleteId,
      horseId: ids.horseId,
      drScore: '25.0',
      drPts: '20',
      totalPts: '20',
    });
    const page = await get(`/api/competitors/${ids.athleteId}/${ids.horseId}/${open.id}`);
    expect(competitorSchema.parse(page.json()).entry).toMatchObject({
      dr_status: null,
      total_pts: 0,
    });
    const body = competitorHistorySchema.parse((await history('horse', 'All')).json());
    expect(body.entries.map((e) => e.competitionName)).not.toContain('Pau 2025');
    expect(body.summary.totalStarts).toBe(2);
  });
});
