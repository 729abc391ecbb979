/** The backtest's measures: rank correlation, mean absolute error and a reliability table. */

/** Spearman's rank correlation with average ranks for ties; NaN with fewer than two values. */
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

export const mean = (values: readonly number[]) =>
  values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

export function meanAbsoluteError(predicted: readonly number[], actual: readonly number[]) {
  return mean(predicted.map((value, index) => Math.abs(value - (actual[index] ?? 0))));
}

/** Expected points in bands (points, not tenths) against what each band scored. */
export const RELIABILITY_BANDS = [0, 40, 50, 60, 70, 80] as const;

export type ReliabilityRow = { band: string; starts: number; expected: number; actual: number };

export function reliabilityTable(
  rows: readonly { expected: number; actual: number }[],
): ReliabilityRow[] {
  return RELIABILITY_BANDS.map((low, index) => {
    const high = RELIABILITY_BANDS[index + 1];
    const inBand = rows.filter(
      (row) => row.expected >= low && (high === undefined || row.expected < high),
    );
    return {
      band: high === undefined ? `${low} and more` : `${low}–${high}`,
      starts: inBand.length,
      expected: mean(inBand.map((row) => row.expected)),
      actual: mean(inBand.map((row) => row.actual)),
    };
  }).filter((row) => row.starts > 0);
}

export type CompletionRow = { phase: string; starts: number; predicted: number; actual: number };

const PHASE_NAMES = ['Dressage', 'Show jumping', 'Cross-country'];

/**
 * How often each phase was completed, predicted against what happened: over the starts that had
 * an outcome in the phase (a phase never ridden after a failure counts as not completed).
 */
export function completionTable(
  rows: readonly { completion: readonly { predicted: number; completed: boolean | null }[] }[],
): CompletionRow[] {
  return PHASE_NAMES.map((phase, index) => {
    const known = rows.flatMap((row) => {
      const cell = row.completion[index];
      return cell && cell.completed !== null ? [cell] : [];
    });
    return {
      phase,
      starts: known.length,
      predicted: mean(known.map((cell) => cell.predicted)),
      actual: mean(known.map((cell) => (cell.completed ? 1 : 0))),
    };
  });
}

export type FormRow = { form: string; starts: number; expected: number; actual: number };

/**
 * Calibration of the starts with form and of those without (predicted at their level's average
 * start, as the game prices them), each over every held-out start of its kind.
 */
export function formTable(
  rows: readonly { withForm: boolean; expected: number; actual: number }[],
): FormRow[] {
  return [
    ['With form', true],
    ['No form', false],
  ].map(([form, withForm]) => {
    const own = rows.filter((row) => row.withForm === withForm);
    return {
      form: String(form),
      starts: own.length,
      expected: mean(own.map((row) => row.expected)),
      actual: mean(own.map((row) => row.actual)),
    };
  });
}

/** The fewest starts with form an event needs for its own rank correlation to count. */
export const FIELD_MIN = 5;

/** A start as ranked in its own event. */
export type FieldRanked = { event: string; expected: number; actual: number };

/**
 * Spearman within each event of at least FIELD_MIN starts, averaged with each event weighted by
 * its starts: the ranking a player choosing in one field meets, apart from how hard the event was.
 */
export function withinField(rows: readonly FieldRanked[]): {
  spearman: number;
  events: number;
} {
  const fields = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) fields.set(row.event, [...(fields.get(row.event) ?? []), row]);
  const counted = [...fields.values()].filter((field) => field.length >= FIELD_MIN);
  const starts = counted.reduce((sum, field) => sum + field.length, 0);
  const weighted = counted.reduce(
    (sum, field) =>
      sum +
      field.length *
        spearman(
          field.map((row) => row.expected),
          field.map((row) => row.actual),
        ),
    0,
  );
  return { spearman: starts === 0 ? NaN : weighted / starts, events: counted.length };
}
