/**
 * Backtest of the form model on real FEI results (bench/fixtures/fei-results.csv): the latest
 * events are held out, each held-out start's fantasy points are predicted from its earlier runs
 * (expPts, docs/rules.md#form-and-prices) and compared with what it scored, against a naive
 * baseline that predicts the field's average known before the event (every earlier start's mean
 * points), and against the held-out field's own average, known only afterwards. `npx tsx bench/backtest.ts` prints the figures
 * docs/backtest.md reports.
 */
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { formStatistics, normaliseRun, type FormRun } from '../contract/form';
import { computePointsTenths, toTenths } from '../contract/scoring';
import { riderTokens, horseTokens } from '../server/modules/matching/name-normalise';

/** Events on or after this day are held out. */
export const HOLD_OUT_FROM = '2026-07-08';

type Start = { event: string; key: string; run: FormRun; points: number };

function readStarts(): Start[] {
  const text = fs.readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'fei-results.csv'),
    'utf8',
  );
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return data.map((row) => {
    const run: FormRun = normaliseRun({
      date: row.event_date ?? '',
      drStatus: null,
      drScore: toTenths(row.dressage),
      sjStatus: null,
      sjScore: toTenths(row.sj_penalties),
      xcStatus: null,
      xcjScore: toTenths(row.xc_jump_penalties),
      xctScore: toTenths(row.xc_time_penalties),
    });
    return {
      event: `${row.event_name ?? ''}|${row.event_date ?? ''}`,
      key: `${[...riderTokens(row.rider ?? '')].sort().join(' ')}|${horseTokens(row.horse ?? '').join(' ')}`,
      run,
      points: computePointsTenths(run).totalPts,
    };
  });
}

/** Spearman's rank correlation with average ranks for ties. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]) => {
    const order = values
      .map((value, index) => ({ value, index }))
      .sort((a, b) => a.value - b.value);
    const result = new Array<number>(values.length).fill(0);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]?.value === order[i]?.value) j += 1;
      for (let k = i; k <= j; k += 1) result[order[k]?.index ?? 0] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return result;
  };
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const [mx, my] = [mean(rx), mean(ry)];
  let num = 0;
  let dx = 0;
  let dy = 0;
  rx.forEach((x, i) => {
    const y = ry[i] ?? 0;
    num += (x - mx) * (y - my);
    dx += (x - mx) ** 2;
    dy += (y - my) ** 2;
  });
  return num / Math.sqrt(dx * dy);
}

export function backtest() {
  const starts = readStarts();
  const training = starts.filter(
    (start) => start.run.date < HOLD_OUT_FROM && start.run.xcStatus !== null,
  );
  const fieldBefore = training.reduce((sum, start) => sum + start.points, 0) / training.length;
  // Events still running in the source (no cross-country yet) have no actual points to compare.
  const heldOut = starts.filter(
    (start) => start.run.date >= HOLD_OUT_FROM && start.run.xcStatus !== null,
  );
  const fieldMean = new Map<string, number>();
  for (const event of new Set(heldOut.map((start) => start.event))) {
    const field = heldOut.filter((start) => start.event === event);
    fieldMean.set(event, field.reduce((sum, start) => sum + start.points, 0) / field.length);
  }
  const predicted: { expPts: number; actual: number; baseline: number; after: number }[] = [];
  for (const start of heldOut) {
    const earlier = starts
      .filter((other) => other.key === start.key && other.run.date < start.run.date)
      .map((other) => other.run);
    const form = formStatistics(earlier);
    if (form.expPts === null) continue;
    predicted.push({
      expPts: form.expPts / 10,
      actual: start.points / 10,
      baseline: fieldBefore / 10,
      after: (fieldMean.get(start.event) ?? 0) / 10,
    });
  }
  const mae = (pick: (row: (typeof predicted)[number]) => number) =>
    predicted.reduce((sum, row) => sum + Math.abs(pick(row) - row.actual), 0) / predicted.length;
  return {
    rows: starts.length,
    events: new Set(starts.map((start) => start.event)).size,
    trainingRows: training.length,
    heldOutEvents: fieldMean.size,
    heldOutRows: heldOut.length,
    withForm: predicted.length,
    spearman: spearman(
      predicted.map((row) => row.expPts),
      predicted.map((row) => row.actual),
    ),
    maeModel: mae((row) => row.expPts),
    fieldAverageBefore: fieldBefore / 10,
    maeBaseline: mae((row) => row.baseline),
    maeFieldAverageAfter: mae((row) => row.after),
  };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.stdout.write(`${JSON.stringify(backtest(), null, 2)}\n`);
}
