import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition } from '../../test/factories';
import { normaliseScoringUrl, readScoringAddress } from './scoring-address';

const WWW = ['https://www.eventingscores.co.uk'];
const BOARD = 'https://www.eventingscores.co.uk/uploads/events/2990/results_2990_69244.html';

describe('scoring addresses', () => {
  it('stores the bare domain and plain http on https://www.eventingscores.co.uk', () => {
    expect(
      normaliseScoringUrl(
        'https://eventingscores.co.uk/uploads/events/2990/results_2990_69244.html',
        WWW,
      ),
    ).toBe(BOARD);
    expect(
      normaliseScoringUrl(
        'http://eventingscores.co.uk/uploads/events/2990/results_2990_69244.html?eventid=2990',
        WWW,
      ),
    ).toBe(`${BOARD}?eventid=2990`);
    expect(normaliseScoringUrl(' https://EventingScores.co.uk/?eventid=2990&section=A ', WWW)).toBe(
      'https://www.eventingscores.co.uk/?eventid=2990&section=A',
    );
  });

  it('reads a board page by GET and an event section through the gateway', () => {
    expect(readScoringAddress(BOARD)).toEqual({ kind: 'board', url: BOARD });
    expect(readScoringAddress(`${BOARD}?eventid=2990`)).toMatchObject({ kind: 'board' });
    for (const address of [
      'https://www.eventingscores.co.uk/?eventid=2990&section=a',
      'https://www.eventingscores.co.uk/ajax/publicGateway.php?fid_competition=2990&section=A',
      'https://www.eventingscores.co.uk/results.php?event=2990&section=A',
    ]) {
      expect(readScoringAddress(address), address).toMatchObject({
        kind: 'gateway',
        gatewayUrl: 'https://www.eventingscores.co.uk/ajax/publicGateway.php',
        eventId: '2990',
        section: 'A',
      });
    }
  });

  it('refuses other hosts and addresses in none of the accepted forms', () => {
    expect(() => normaliseScoringUrl('https://evil.example/uploads/events/1/a.html', WWW)).toThrow(
      'Only addresses on www.eventingscores.co.uk may be read: https://evil.example is not allowed.',
    );
    for (const address of [
      'https://www.eventingscores.co.uk/',
      'https://www.eventingscores.co.uk/?eventid=2990',
      'https://www.eventingscores.co.uk/?eventid=2990&section=A%20B',
    ]) {
      expect(() => normaliseScoringUrl(address, WWW), address).toThrow(/must be|section letter/);
    }
  });
});

describe('saving a scoring URL', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });
  const save = (id: number, scoringUrl: string) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${id}/scraping`,
      payload: { scoringUrl, scrapingEnabled: true },
      cookie: admin,
    });

  it('accepts the bare domain and stores it on www', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await save(
      competition.id,
      'https://eventingscores.co.uk/uploads/events/2990/results_2990_69244.html',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminCompetition>()).toMatchObject({
      scoringUrl: BOARD,
      scrapingEnabled: true,
      scorer: 'eventingscores.co.uk',
    });
  });

  it('accepts an event and section, and says which forms are accepted otherwise', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const gateway = await save(
      competition.id,
      'https://www.eventingscores.co.uk/?eventid=2990&section=B',
    );
    expect(gateway.statusCode, gateway.body).toBe(200);
    const wrong = await save(competition.id, 'https://www.eventingscores.co.uk/calendar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message:
        'scoringUrl: must be a results board (https://www.eventingscores.co.uk/uploads/events/{event}/results_{event}_{class}.html) or an address naming an event and a section (https://www.eventingscores.co.uk/?eventid={event}&section={letter})',
      field: 'scoringUrl',
    });
  });
});
