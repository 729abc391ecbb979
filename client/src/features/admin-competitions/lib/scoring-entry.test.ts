import { describe, expect, it } from 'vitest';
import type { CompetitionEntry } from '@contract/competitions';
import {
  changedScoring,
  dressageCell,
  findRider,
  formFromEntry,
  nextInStartOrder,
  parseScore,
  parseStatus,
  previewPoints,
} from './scoring-entry';
import { buildEntry } from '@/test/factories';

const entry = (overrides: Partial<CompetitionEntry> = {}): CompetitionEntry =>
  buildEntry({ athlete: { name: 'Rider', nationality: 'GBR' }, ...overrides });

describe('the score form', () => {
  it('sends only the fields that changed, so unridden phases earn nothing', () => {
    const initial = formFromEntry(entry());
    expect(initial).toMatchObject({ drStatus: 'CLEAR', sjStatus: '', xcStatus: '' });
    const input = changedScoring(initial, { ...initial, drScore: '27.3' });
    expect(input).toEqual({ dr_score: '27.3' });
  });

  it('treats a scored jumping phase that was not started as CLEAR', () => {
    const initial = formFromEntry(entry({ dr_score: 27.3 }));
    const state = { ...initial, sjScore: '4', xctScore: '0.8' };
    expect(changedScoring(initial, state)).toEqual({
      sj_status: 'CLEAR',
      sj_score: '4',
      xc_status: 'CLEAR',
      xct_score: '0.8',
    });
    expect(previewPoints(state)).toEqual({ drPts: 170, sjPts: 160, xcPts: 580, totalPts: 910 });
  });

  it('refuses more than one decimal and shows no preview', () => {
    expect(parseScore('4.25', 'dr_score')).toEqual({
      ok: false,
      error: 'A number with at most one decimal',
    });
    expect(parseScore('2,5', 'sj_score')).toEqual({ ok: true, tenths: 25 });
    expect(parseScore('372', 'dr_score')).toEqual({
      ok: false,
      error: 'Dressage penalties are 0.0 to 100.0',
    });
    expect(parseScore('150', 'xcj_score')).toEqual({ ok: true, tenths: 1500 });
    expect(parseScore('300.1', 'xct_score')).toMatchObject({ ok: false });
    expect(parseScore(' 12.5 ', 'dr_score')).toEqual({ ok: true, tenths: 125 });
    const initial = formFromEntry(entry());
    expect(previewPoints({ ...initial, drScore: 'abc' })).toBeNull();
  });
});

describe('a status as typed', () => {
  it("reads CLEAR and every code boards write, through the imports' table", () => {
    expect(parseStatus('clear', 'dressage')).toEqual({ ok: true, choice: 'CLEAR' });
    expect(parseStatus(' rf ', 'crossCountry')).toEqual({ ok: true, choice: 'EL' });
    expect(parseStatus('MR', 'showJumping')).toEqual({ ok: true, choice: 'RET' });
    expect(parseStatus('W/D', 'dressage')).toEqual({ ok: true, choice: 'WD' });
    expect(parseStatus('EL XC-FR', 'crossCountry')).toEqual({ ok: true, choice: 'EL' });
  });

  it('reads empty as not started in a jumping phase and as CLEAR in dressage', () => {
    expect(parseStatus('', 'crossCountry')).toEqual({ ok: true, choice: 'NONE' });
    expect(parseStatus(' ', 'dressage')).toEqual({ ok: true, choice: 'CLEAR' });
  });

  it('refuses any other text, so it is never saved as CLEAR', () => {
    for (const typed of ['X', 'C', 'RETIREMENT', '20', 'NONE']) {
      expect(parseStatus(typed, 'crossCountry')).toEqual({
        ok: false,
        error: 'Unknown status code',
      });
    }
    const initial = formFromEntry(entry({ dr_score: 27.3 }));
    const state = { ...initial, xcStatus: 'X', xcjScore: '20' };
    expect(previewPoints(state)).toBeNull();
    expect(changedScoring(initial, state)).toEqual({ xcj_score: '20' });
  });
});

describe('dressage cell', () => {
  it('shows penalties, or the percentage in DR Display mode, and the status when not OK', () => {
    expect(dressageCell(null, 27.6, false)).toBe('27.6');
    expect(dressageCell(null, 27.6, true)).toBe('72.4%');
    expect(dressageCell('OK', 30, true)).toBe('70.0%');
    expect(dressageCell('WD', 27.6, true)).toBe('WD');
    expect(dressageCell(null, null, true)).toBe('');
  });
});

describe('finding a rider', () => {
  const field = [
    entry({ id: 10, startOrder: 3, athlete: { name: 'Ros Canter', nationality: 'GBR' } }),
    entry({ id: 11, startOrder: 1, athlete: { name: 'Tim Price', nationality: 'NZL' } }),
    entry({
      id: 12,
      startOrder: 12,
      athlete: { name: 'Oliver Townend', nationality: 'GBR' },
      horse: { name: 'Ballaghmor Class', yob: 2007, gender: 'Gelding' },
    }),
    entry({ id: 13, startOrder: null, athlete: { name: 'Laura Collett', nationality: 'GBR' } }),
  ];

  it('by bridle number first, then by start number', () => {
    const numbered = field.map((e) => (e.id === 13 ? { ...e, bridleNumber: 12 } : e));
    expect(findRider(numbered, '12')?.id).toBe(13);
    expect(findRider(numbered, '1')?.id).toBe(11);
  });

  it('by start number, exactly', () => {
    expect(findRider(field, '12')?.id).toBe(12);
    expect(findRider(field, ' 1 ')?.id).toBe(11);
    expect(findRider(field, '2')).toBeNull();
  });

  it("by part of the rider's or horse's name, in any case, first in start order", () => {
    expect(findRider(field, 'canter')?.id).toBe(10);
    expect(findRider(field, 'BALLAGH')?.id).toBe(12);
    expect(findRider(field, 'r')?.id).toBe(11);
    expect(findRider(field, '')).toBeNull();
    expect(findRider(field, 'nobody')).toBeNull();
  });

  it('whatever the accents and the order of the words', () => {
    const accented = [
      ...field,
      entry({ id: 14, startOrder: 4, athlete: { name: 'Ånne4 Ridera', nationality: 'SWE' } }),
      entry({ id: 15, startOrder: 5, athlete: { name: 'Julia Schütz', nationality: 'GER' } }),
      entry({ id: 16, startOrder: 6, athlete: { name: 'Ånne1 Ridera', nationality: 'SWE' } }),
    ];
    expect(findRider(accented, 'anne4')?.id).toBe(14);
    expect(findRider(accented, 'schutz')?.id).toBe(15);
    expect(findRider(accented, 'SCHÜTZ')?.id).toBe(15);
    expect(findRider(accented, 'Ridera Ånne1')?.id).toBe(16);
    expect(findRider(accented, 'Ridera, Ånne1')?.id).toBe(16);
    expect(findRider(accented, 'ridera anne1')?.id).toBe(16);
    expect(findRider(accented, 'townend ballaghmor')?.id).toBe(12);
    expect(findRider(accented, 'Ridera Ånne9')).toBeNull();
    expect(findRider(accented, ' , ')).toBeNull();
  });

  it('moves on to the next rider in start order, riders without a number last', () => {
    expect(nextInStartOrder(field, 11)?.id).toBe(10);
    expect(nextInStartOrder(field, 10)?.id).toBe(12);
    expect(nextInStartOrder(field, 12)?.id).toBe(13);
    expect(nextInStartOrder(field, 13)).toBeNull();
  });
});
