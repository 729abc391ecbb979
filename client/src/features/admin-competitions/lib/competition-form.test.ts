import { describe, expect, it } from 'vitest';
import type { AdminCompetition } from '@contract/admin-competitions';
import {
  competitionFormSchema,
  formFromCompetition,
  NO_SCORER,
  toInput,
  validateForm,
} from './competition-form';
import { inZone } from '@/test/time-zone';

const competition: AdminCompetition = {
  id: 7,
  name: 'Bramham International',
  venueId: 3,
  venueName: 'Bramham Park',
  venueCountry: 'GBR',
  startDate: '2026-06-11T00:00:00.000Z',
  endDate: '2026-06-14T00:00:00.000Z',
  deadline: '2026-06-10T20:00:00.000Z',
  level: 'CCI4*-L',
  status: 'completed',
  isLive: false,
  description: null,
  scorer: 'eventingscores.co.uk',
  scoringUrl: null,
  scrapingEnabled: false,
  lastScrapedAt: null,
  drDisplayMode: false,
  resultsFinal: false,
  entryCount: 0,
  withdrawnEntryCount: 0,
  scoredEntryCount: 0,
  completeEntryCount: 0,
};

describe('the competition form’s scorer', () => {
  it('is sent back as it was read', () => {
    expect(toInput(formFromCompetition(competition)).scorer).toBe('eventingscores.co.uk');
    const none = formFromCompetition({ ...competition, scorer: null });
    expect(none.scorer).toBe(NO_SCORER);
    expect(toInput(none).scorer).toBeNull();
  });

  it('gets the only scorer when a scoring URL is given without one', () => {
    const state = {
      ...formFromCompetition({ ...competition, scorer: null }),
      scoringUrl: 'https://www.eventingscores.co.uk/?eventid=1&section=A',
    };
    expect(toInput(state).scorer).toBe('eventingscores.co.uk');
  });

  it('refuses a stored scorer no longer offered instead of replacing it', () => {
    const state = formFromCompetition({ ...competition, scorer: 'Demo Scoring Ltd' });
    expect(state.scorer).toBe('Demo Scoring Ltd');
    expect(validateForm(state).scorer).toBe('Scorer must be eventingscores.co.uk');
    const parsed = competitionFormSchema.safeParse(state);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['scorer', 'Scorer must be eventingscores.co.uk'],
    ]);
  });
});

describe('the competition form’s deadline, read and shown in UTC', () => {
  const stateWith = (deadline: string) => ({
    ...formFromCompetition({
      ...competition,
      startDate: '2027-03-10T00:00:00.000Z',
      endDate: '2027-03-12T00:00:00.000Z',
    }),
    deadline,
  });

  for (const zone of ['America/New_York', 'Pacific/Auckland', 'UTC']) {
    it(`is the same instant in ${zone}`, () => {
      inZone(zone, () => {
        expect(formFromCompetition(competition).deadline).toBe('2026-06-10T20:00');
        const startDay = stateWith('2027-03-10T21:00');
        expect(validateForm(startDay).deadline).toBeUndefined();
        expect(toInput(startDay).deadline).toBe('2027-03-10T21:00:00.000Z');
        expect(validateForm(stateWith('2027-03-11T00:30')).deadline).toBe(
          'Deadline must be on or before the start date',
        );
      });
    });
  }
});
