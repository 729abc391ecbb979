import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHASE_STATUSES,
  competitionRanks,
  computePointsTenths,
  crossCountryPointsTenths,
  displayStatus,
  dressageDisplay,
  dressagePointsTenths,
  formatTenths,
  isFinisher,
  noScores,
  orderResults,
  secondsOverTime,
  statusOnceScored,
  showJumpingPointsTenths,
  storedStatus,
  toTenths,
  totalPenaltiesTenths,
  totalScoreDisplay,
  type EntryScores,
  type OrderableEntry,
  type PhaseStatus,
} from './scoring';

const scores = (overrides: Partial<EntryScores> = {}): EntryScores => ({
  ...noScores(),
  ...overrides,
});

const statusArb = fc.constantFrom<PhaseStatus | null>(null, ...PHASE_STATUSES);
const penaltyArb = fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null });
const scoresArb: fc.Arbitrary<EntryScores> = fc.record({
  drStatus: statusArb,
  drScore: penaltyArb,
  sjStatus: statusArb,
  sjScore: penaltyArb,
  xcStatus: statusArb,
  xcjScore: penaltyArb,
  xctScore: penaltyArb,
});

describe('worked examples of the eventing guide', () => {
  it('27.3 dressage, one rail, clear XC 2 seconds over scores 17 + 16 + 58 = 91', () => {
    const points = computePointsTenths(
      scores({
        drScore: toTenths(27.3),
        sjStatus: 'OK',
        sjScore: toTenths(4),
        xcStatus: 'OK',
        xcjScore: toTenths(0),
        xctScore: toTenths(0.8),
      }),
    );
    expect(points).toEqual({ drPts: 170, sjPts: 160, xcPts: 580, totalPts: 910 });
  });

  it('24.0 dressage, SJ 1.2, a refusal and 6.0 time scores 20 + 18 + 25 = 63', () => {
    const points = computePointsTenths(
      scores({
        drScore: toTenths('24.0'),
        sjStatus: 'OK',
        sjScore: toTenths('1.2'),
        xcStatus: 'OK',
        xcjScore: toTenths('20'),
        xctScore: toTenths('6.0'),
      }),
    );
    expect(points).toEqual({ drPts: 200, sjPts: 180, xcPts: 250, totalPts: 630 });
  });
});

describe('phase points', () => {
  it('treats 1.2 time penalties as exactly 3 seconds (no float error)', () => {
    expect(1.2 / 0.4).not.toBe(3);
    expect(secondsOverTime(toTenths(1.2))).toBe(3);
    expect(crossCountryPointsTenths(0, toTenths(1.2), 'OK')).toBe(570);
  });

  it('gives dressage full marks at 25 penalties or better and 1 point less per penalty', () => {
    expect(dressagePointsTenths(250, null)).toBe(200);
    expect(dressagePointsTenths(180, 'OK')).toBe(200);
    expect(dressagePointsTenths(251, null)).toBe(190);
    expect(dressagePointsTenths(449, null)).toBe(0);
    expect(dressagePointsTenths(600, null)).toBe(0);
    expect(dressagePointsTenths(300, 'EL')).toBe(0);
    expect(dressagePointsTenths(null, null)).toBe(0);
  });

  it('scores show jumping and cross-country only when the status is OK', () => {
    expect(showJumpingPointsTenths(0, 'OK')).toBe(200);
    expect(showJumpingPointsTenths(0, null)).toBe(0);
    expect(showJumpingPointsTenths(40, 'RET')).toBe(0);
    expect(showJumpingPointsTenths(250, 'OK')).toBe(0);
    expect(crossCountryPointsTenths(0, 0, 'OK')).toBe(600);
    expect(crossCountryPointsTenths(0, 0, 'EL')).toBe(0);
    expect(crossCountryPointsTenths(800, 0, 'OK')).toBe(0);
  });

  it('stores CLEAR as empty for dressage and OK for the jumping phases', () => {
    expect(storedStatus('dressage', 'CLEAR')).toBeNull();
    expect(storedStatus('showJumping', 'CLEAR')).toBe('OK');
    expect(storedStatus('crossCountry', 'CLEAR')).toBe('OK');
    expect(storedStatus('crossCountry', 'EL')).toBe('EL');
    expect(displayStatus(null)).toBe('CLEAR');
    expect(displayStatus('OK')).toBe('CLEAR');
    expect(displayStatus('WD')).toBe('WD');
  });

  it('counts a jumping phase given penalties but no status as CLEAR', () => {
    expect(statusOnceScored('showJumping', null, true)).toBe('OK');
    expect(statusOnceScored('crossCountry', null, true)).toBe('OK');
    expect(statusOnceScored('crossCountry', null, false)).toBeNull();
    expect(statusOnceScored('crossCountry', 'EL', true)).toBe('EL');
    expect(statusOnceScored('dressage', null, true)).toBeNull();
  });
});

describe('total score display', () => {
  it('adds the penalties to one decimal', () => {
    const display = totalScoreDisplay(
      scores({ drScore: 273, sjStatus: 'OK', sjScore: 40, xcStatus: 'OK', xctScore: 8 }),
    );
    expect(display).toBe('32.1');
    expect(formatTenths(300)).toBe('30.0');
  });

  it('shows a code such as DSQ-DR when a phase did not end OK', () => {
    expect(totalScoreDisplay(scores({ drStatus: 'DSQ', drScore: 300 }))).toBe('DSQ-DR');
    expect(totalScoreDisplay(scores({ drScore: 300, sjStatus: 'OK', xcStatus: 'EL' }))).toBe(
      'EL-XC',
    );
    expect(totalScoreDisplay(scores({ drScore: 300, sjStatus: 'RET' }))).toBe('RET-SJ');
  });

  it('is blank for an entry not started (no score, no status), never a perfect-looking 0.0', () => {
    expect(totalScoreDisplay(scores({}))).toBe('');
    expect(totalScoreDisplay(scores({ drScore: 0 }))).toBe('0.0');
    expect(totalScoreDisplay(scores({ drStatus: 'NS' }))).toBe('NS-DR');
    expect(totalScoreDisplay(scores({ sjStatus: 'OK' }))).toBe('0.0');
  });
});

describe('dressage display (DR Display mode)', () => {
  it('shows penalties when off and the judges percentage, 100 − penalties, when on', () => {
    expect(dressageDisplay(276, false)).toBe('27.6');
    expect(dressageDisplay(276, true)).toBe('72.4%');
    expect(dressageDisplay(0, true)).toBe('100.0%');
    expect(dressageDisplay(173, true)).toBe('82.7%');
  });
});

describe('result ordering', () => {
  const entry = (id: number, startOrder: number, overrides: Partial<EntryScores>) => ({
    id,
    startOrder,
    ...scores(overrides),
  });

  it('ranks finishers by total ascending with ties shown N=, the rest by start order', () => {
    const ordered = orderResults(
      [
        entry(1, 1, { drScore: 300 }),
        entry(2, 2, { drScore: 250 }),
        entry(3, 3, { drStatus: 'EL', drScore: 400 }),
        entry(4, 4, { drScore: 300 }),
        entry(5, 5, {}),
        entry(6, 6, { drScore: 200, sjStatus: 'WD' }),
        entry(7, 0, { drScore: 350 }),
      ],
      { excludeWithdrawn: true },
    );
    expect(ordered.map((row) => [row.entry.id, row.positionLabel])).toEqual([
      [2, '1'],
      [1, '2='],
      [4, '2='],
      [7, '4'],
      [3, '-'],
      [5, '-'],
    ]);
  });

  it('places the other finishers in the positions an official position leaves free', () => {
    const field = [
      entry(1, 1, { drScore: 285 }),
      entry(2, 2, { drScore: 300 }),
      entry(3, 3, { drScore: 312 }),
    ];
    const officialFirst = orderResults(
      field.map((row) => (row.id === 2 ? { ...row, positionOverride: 1 } : row)),
    );
    expect(officialFirst.map((row) => [row.entry.id, row.positionLabel])).toEqual([
      [2, '1'],
      [1, '2'],
      [3, '3'],
    ]);
  });

  it('breaks a tie when one of the tied entries is given its official position', () => {
    const field = [
      entry(1, 1, { drScore: 300 }),
      entry(2, 2, { drScore: 300 }),
      entry(3, 3, { drScore: 280 }),
      entry(4, 4, { drScore: 310 }),
    ];
    expect(orderResults(field).map((row) => row.positionLabel)).toEqual(['1', '2=', '2=', '4']);
    const broken = orderResults(
      field.map((row) => (row.id === 2 ? { ...row, positionOverride: 2 } : row)),
    );
    expect(broken.map((row) => [row.entry.id, row.positionLabel])).toEqual([
      [3, '1'],
      [2, '2'],
      [1, '3'],
      [4, '4'],
    ]);
  });

  it('keeps withdrawn entries unless asked to drop them', () => {
    const ordered = orderResults([entry(1, 1, { drStatus: 'WD' })]);
    expect(ordered).toHaveLength(1);
    expect(ordered[0]?.positionLabel).toBe('-');
  });
});

describe('invariants (property tests)', () => {
  it('keeps every phase within its bounds and never negative', () => {
    fc.assert(
      fc.property(scoresArb, (s) => {
        const points = computePointsTenths(s);
        expect(points.drPts).toBeGreaterThanOrEqual(0);
        expect(points.drPts).toBeLessThanOrEqual(200);
        expect(points.sjPts).toBeGreaterThanOrEqual(0);
        expect(points.sjPts).toBeLessThanOrEqual(200);
        expect(points.xcPts).toBeGreaterThanOrEqual(0);
        expect(points.xcPts).toBeLessThanOrEqual(600);
        expect(points.totalPts).toBe(points.drPts + points.sjPts + points.xcPts);
        // Dressage and show jumping are floored to whole points; cross-country follows the
        // formula exactly, so fractional jump penalties give fractional points.
        expect(points.drPts % 10).toBe(0);
        expect(points.sjPts % 10).toBe(0);
      }),
    );
  });

  it('stays within bounds even for negative or huge inputs', () => {
    const anyTenths = fc.option(fc.integer({ min: -100_000, max: 100_000 }), { nil: null });
    fc.assert(
      fc.property(anyTenths, anyTenths, anyTenths, anyTenths, (dr, sj, xcj, xct) => {
        const points = computePointsTenths(
          scores({
            drScore: dr,
            sjStatus: 'OK',
            sjScore: sj,
            xcStatus: 'OK',
            xcjScore: xcj,
            xctScore: xct,
          }),
        );
        expect(points.drPts).toBeGreaterThanOrEqual(0);
        expect(points.drPts).toBeLessThanOrEqual(200);
        expect(points.sjPts).toBeGreaterThanOrEqual(0);
        expect(points.sjPts).toBeLessThanOrEqual(200);
        expect(points.xcPts).toBeGreaterThanOrEqual(0);
        expect(points.xcPts).toBeLessThanOrEqual(600);
      }),
    );
  });

  it('never gives more points for more penalties', () => {
    const penalty = fc.integer({ min: 0, max: 2000 });
    fc.assert(
      fc.property(penalty, penalty, penalty, penalty, statusArb, (a, extra, jump, time, status) => {
        expect(dressagePointsTenths(a + extra, status)).toBeLessThanOrEqual(
          dressagePointsTenths(a, status),
        );
        expect(showJumpingPointsTenths(a + extra, status)).toBeLessThanOrEqual(
          showJumpingPointsTenths(a, status),
        );
        expect(crossCountryPointsTenths(jump + extra, time, status)).toBeLessThanOrEqual(
          crossCountryPointsTenths(jump, time, status),
        );
        expect(crossCountryPointsTenths(jump, time + extra, status)).toBeLessThanOrEqual(
          crossCountryPointsTenths(jump, time, status),
        );
      }),
    );
  });

  it('costs one point per second over the time: n × 0.4 penalties cost exactly n points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), (seconds) => {
        const timeTenths = toTenths((seconds * 4) / 10);
        expect(secondsOverTime(timeTenths)).toBe(seconds);
        expect(crossCountryPointsTenths(0, timeTenths, 'OK')).toBe(Math.max(0, 60 - seconds) * 10);
      }),
    );
  });

  const orderableArb: fc.Arbitrary<OrderableEntry[]> = fc
    .array(fc.tuple(scoresArb, fc.option(fc.integer({ min: 1, max: 60 }), { nil: null })), {
      maxLength: 40,
    })
    .map((rows) => rows.map(([s, startOrder], index) => ({ id: index + 1, startOrder, ...s })));

  it('orders results as a permutation of the entries (minus withdrawn when asked)', () => {
    fc.assert(
      fc.property(orderableArb, fc.boolean(), (entries, excludeWithdrawn) => {
        const ordered = orderResults(entries, { excludeWithdrawn });
        const ids = ordered.map((row) => row.entry.id).sort((a, b) => a - b);
        const expected = entries
          .filter(
            (e) =>
              !excludeWithdrawn || ![e.drStatus, e.sjStatus, e.xcStatus].some((s) => s === 'WD'),
          )
          .map((e) => e.id)
          .sort((a, b) => a - b);
        expect(ids).toEqual(expected);
      }),
    );
  });

  it('never shows an official position as shared, nor gives it to another finisher', () => {
    // Finishers with few distinct totals (ties), some given official positions among their own
    // places, where they meet the computed ones.
    const withOfficial = fc
      .array(fc.constantFrom(250, 260, 270, 280), { minLength: 1, maxLength: 12 })
      .chain((totals) =>
        fc
          .tuple(
            fc.shuffledSubarray(
              totals.map((_, index) => index + 1),
              { minLength: totals.length },
            ),
            fc.array(fc.boolean(), { minLength: totals.length, maxLength: totals.length }),
          )
          .map(([positions, given]) =>
            totals.map((drScore, index) => ({
              id: index + 1,
              startOrder: index + 1,
              ...scores({ drScore }),
              positionOverride: given[index] ? (positions[index] ?? null) : null,
            })),
          ),
      );
    fc.assert(
      fc.property(withOfficial, (entries) => {
        const finishers = orderResults(entries).filter((row) => row.finisher);
        const official = new Set(
          finishers.flatMap((row) =>
            typeof row.entry.positionOverride === 'number' ? [row.entry.positionOverride] : [],
          ),
        );
        for (const row of finishers) {
          if (typeof row.entry.positionOverride === 'number') {
            expect(row.positionLabel).toBe(String(row.entry.positionOverride));
          } else {
            expect(official.has(row.position ?? 0)).toBe(false);
          }
        }
        const positions = finishers.map((row) => row.position ?? 0);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        const computed = finishers.filter((row) => typeof row.entry.positionOverride !== 'number');
        computed.forEach((row, index) => {
          const previous = computed[index - 1];
          if (previous) {
            expect(totalPenaltiesTenths(row.entry)).toBeGreaterThanOrEqual(
              totalPenaltiesTenths(previous.entry),
            );
          }
        });
      }),
    );
  });

  it('puts finishers first in ascending total with shared ranks for ties', () => {
    fc.assert(
      fc.property(orderableArb, (entries) => {
        const ordered = orderResults(entries);
        const finishers = ordered.filter((row) => row.finisher);
        expect(ordered.slice(0, finishers.length).every((row) => row.finisher)).toBe(true);
        finishers.forEach((row, index) => {
          expect(isFinisher(row.entry)).toBe(true);
          const total = totalPenaltiesTenths(row.entry);
          const previous = finishers[index - 1];
          if (!previous) {
            expect(row.position).toBe(1);
            return;
          }
          const previousTotal = totalPenaltiesTenths(previous.entry);
          expect(total).toBeGreaterThanOrEqual(previousTotal);
          if (total === previousTotal) {
            expect(row.position).toBe(previous.position);
            expect(row.positionLabel).toBe(`${row.position}=`);
          } else {
            expect(row.position).toBe(index + 1);
          }
        });
        for (const row of ordered.slice(finishers.length)) {
          expect(row.position).toBeNull();
          expect(row.positionLabel).toBe('-');
        }
      }),
    );
  });

  it('gives competition ranks where ties share a rank and the next rank skips', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 })), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        const ranks = competitionRanks(sorted, (a, b) => a === b);
        sorted.forEach((value, index) => {
          expect(ranks[index]).toBe(sorted.indexOf(value) + 1);
        });
      }),
    );
  });
});
