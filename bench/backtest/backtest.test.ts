import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_HELD_OUT, backtest, combinationResiduals, MIXED, reportedLevel } from './backtest';
import { noScores } from '../../contract/scoring';
import { readFixture, type FixtureStart } from './fixture';
import { alikeAveraged } from './choosing';
import { completionTable, FIELD_MIN, formTable, withinField } from './metrics';

const fixture = (name: string) => readFixture(path.join(import.meta.dirname, '../fixtures', name));

describe('the backtest', () => {
  it('reports an FEI class, a national class and a programme each as results name them', () => {
    const starts = [...fixture('fei-results.csv'), ...fixture('us-eventing-2020-21.csv')];
    const reported = new Set(starts.map(reportedLevel));
    expect(reported).toContain('CCI4*-L');
    expect(reported).toContain('USEA Preliminary');
    expect(reported).toContain(MIXED);
    // The model keys a national class by its own name, and knows no class for a programme.
    expect(starts.find((start) => start.levelText === 'USEA Preliminary')?.level).toBe(
      'usea preliminary',
    );
    expect(starts.find((start) => reportedLevel(start) === MIXED)?.level).toBeNull();
  });

  it('reads the failures of real results and measures how often each phase was completed', () => {
    const starts = fixture('us-eventing-2020-21.csv');
    const retired = starts.find((start) => start.horse === 'rf scandalous');
    expect(retired?.scores).toMatchObject({ xcStatus: 'RET', sjStatus: null, drScore: 215 });
    const report = backtest(starts);
    const crossCountry = report.completion.find((row) => row.phase === 'Cross-country');
    expect(crossCountry?.starts).toBeGreaterThan(300);
    // Some held-out starts failed cross-country, and the model, trained on failures, knows it.
    expect(crossCountry?.actual).toBeLessThan(0.95);
    expect(crossCountry?.predicted).toBeLessThan(0.95);
    expect(report.levels.map((level) => level.level)).toContain('USEA Novice');
  });

  it('checks the measured pull of a short record against weaker and stronger ones', () => {
    const report = backtest(fixture('us-eventing-2020-21.csv'));
    const all = report.levels.find((level) => level.level === ALL_HELD_OUT);
    const measured = report.strengthCheck.find((row) => row.factor === 1);
    // The measured pull is the model the game runs: the same starts, the same figures.
    expect(measured).toEqual({
      factor: 1,
      withForm: all?.withForm,
      spearman: all?.spearman,
      mae: all?.maeModel,
    });
    // Pulling harder or less hard changes the predictions, not which starts have form.
    const others = report.strengthCheck.filter((row) => row.factor !== 1);
    expect(others.map((row) => row.factor)).toEqual([0.25, 0.5, 2, 4]);
    for (const row of others) {
      expect(row.withForm).toBe(measured?.withForm);
      expect(row.mae).not.toBe(measured?.mae);
    }
  });

  it('sets the model against the same model with hindsight, and bounds what a record can reach', () => {
    const report = backtest(fixture('us-eventing-2020-21.csv'));
    // One row per level and one for all held-out events, each with that level's own figures.
    expect(report.allowance.map((row) => row.level)).toEqual(
      report.levels.map((level) => level.level),
    );
    for (const allowance of report.allowance) {
      const level = report.levels.find((one) => one.level === allowance.level);
      expect(allowance.withForm).toBe(level?.withForm);
      expect(allowance.earlier).toEqual({ spearman: level?.spearman, mae: level?.maeModel });
      const [together, partners] = allowance.byBasis;
      expect((together?.starts ?? 0) + (partners?.starts ?? 0)).toBe(allowance.withForm);
    }
    const all = report.allowance.find((row) => row.level === ALL_HELD_OUT);
    if (!all) throw new Error('no row for all held-out events');
    // Hindsight reads later events too, so it predicts the same starts differently.
    expect(all.hindsight.mae).not.toBe(all.earlier.mae);
    // Knowing how each event turned out moves whole fields: the pooled ranking changes.
    expect(all.knownDifficulty.spearman).not.toBe(all.earlier.spearman);
    expect(all.combinationShare).toBeGreaterThan(0);
    expect(all.combinationShare).toBeLessThan(1);
    expect(all.ceiling).toBeCloseTo(Math.sqrt(all.combinationShare), 10);
    // A longer record reaches more, never more than knowing the combination's level exactly.
    const bounds = all.byRecord.map((row) => row.bound);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(Math.max(...bounds)).toBeLessThan(all.ceiling);
    const levels = report.allowance.filter((row) => row.level !== ALL_HELD_OUT);
    expect(all.withinField.events).toBe(
      levels.reduce((sum, row) => sum + row.withinField.events, 0),
    );
  });

  it('ranks within each field apart from how hard each event was', () => {
    // Both fields ranked exactly, the second one scoring far below the first: pooled, the
    // ranking is broken; within each field it is exact.
    const field = (event: string, shift: number) =>
      [1, 2, 3, 4, 5].map((rank) => ({ event, expected: rank, actual: rank - shift }));
    expect(withinField([...field('a', 0), ...field('b', 10)])).toEqual({ spearman: 1, events: 2 });
    // One field reversed: weighted by starts, the two cancel.
    const reversed = field('c', 0).map((row) => ({ ...row, actual: -row.actual }));
    expect(withinField([...field('a', 0), ...reversed]).spearman).toBeCloseTo(0, 10);
    // A field with fewer starts with form than FIELD_MIN does not count.
    expect(withinField(field('a', 0).slice(0, FIELD_MIN - 1))).toEqual({
      spearman: NaN,
      events: 0,
    });
  });

  it("reads each start as its points above its event's average, per combination", () => {
    const start = (event: string, rider: string, points: number): FixtureStart => ({
      event,
      date: '2026-01-01',
      level: null,
      levelText: '',
      rider,
      horse: 'horse',
      scores: noScores(),
      points,
    });
    const starts = [
      start('a', 'ann', 800),
      start('a', 'bob', 600),
      start('b', 'ann', 500),
      start('b', 'bob', 500),
      start('b', 'cat', 200),
    ];
    const residuals = combinationResiduals(starts, (one) => one.rider);
    // Event a averages 70 points, event b 40 (points, not tenths).
    expect(residuals).toEqual([[10, 10], [-10, 10], [-20]]);
  });

  it('counts a phase never ridden after a failure as not completed, and leaves out unknowns', () => {
    const rows = [
      {
        completion: [
          { predicted: 1, completed: true },
          { predicted: 0.8, completed: false },
        ],
      },
      {
        completion: [
          { predicted: 0.9, completed: true },
          { predicted: 0.6, completed: null },
        ],
      },
    ];
    const [dressage, showJumping, crossCountry] = completionTable(rows);
    expect(dressage).toEqual({ phase: 'Dressage', starts: 2, predicted: 0.95, actual: 1 });
    expect(showJumping).toEqual({ phase: 'Show jumping', starts: 1, predicted: 0.8, actual: 0 });
    expect(crossCountry?.starts).toBe(0);
  });

  it('scores a pick among entries the model cannot tell apart at their mean', () => {
    const field = [
      { price: 20, expected: 70, actual: 90 },
      { price: 20, expected: 70, actual: 30 },
      { price: 20, expected: 70, actual: 60 },
      // Same expected points at another price, and another expectation: told apart.
      { price: 19, expected: 70, actual: 10 },
      { price: 30, expected: 80, actual: 75 },
    ];
    expect(alikeAveraged(field).map((candidate) => candidate.actual)).toEqual([60, 60, 60, 10, 75]);
  });

  it('sets the starts without form against the level average they were priced at', () => {
    const rows = [
      { withForm: true, expected: 80, actual: 70 },
      { withForm: false, expected: 60, actual: 50 },
      { withForm: false, expected: 60, actual: 80 },
    ];
    expect(formTable(rows)).toEqual([
      { form: 'With form', starts: 1, expected: 80, actual: 70 },
      { form: 'No form', starts: 2, expected: 60, actual: 65 },
    ]);
  });
});
