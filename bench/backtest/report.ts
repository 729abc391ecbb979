/** The backtest's figures as the markdown docs/backtest.md reports. */
import path from 'node:path';
import type { backtest } from './backtest';
import { FIELD_MIN } from './metrics';

const one = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const two = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '–');
const percent = (model: number, naive: number) =>
  Number.isFinite(model) && naive > 0 ? `${(((naive - model) / naive) * 100).toFixed(1)} %` : '–';

export function markdown(report: ReturnType<typeof backtest>, file: string): string {
  const lines: string[] = [];
  lines.push(
    `Fixture: ${path.relative(process.cwd(), file)} (${report.rows} starts); ${report.heldOutEvents} events held out.`,
    '',
  );
  lines.push(
    '| Level | Held-out events | Starts (with form) | Spearman | MAE model | MAE naive | Better by | Mean expPts | Mean actual |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const level of report.levels) {
    lines.push(
      `| ${level.level} | ${level.events.length > 3 ? `${level.events.length} events` : level.events.join(', ')} | ${level.starts} (${level.withForm}) | ${two(level.spearman)} | ${one(level.maeModel)} | ${one(level.maeNaive)} | ${percent(level.maeModel, level.maeNaive)} | ${one(level.meanExpected)} | ${one(level.meanActual)} |`,
    );
  }
  lines.push(
    '',
    '| expPts band | Starts | Mean expPts | Mean actual |',
    '| --- | --- | --- | --- |',
  );
  for (const row of report.reliability) {
    lines.push(`| ${row.band} | ${row.starts} | ${one(row.expected)} | ${one(row.actual)} |`);
  }
  lines.push('', '| Form | Starts | Mean expPts | Mean actual |', '| --- | --- | --- | --- |');
  for (const row of report.form) {
    lines.push(`| ${row.form} | ${row.starts} | ${one(row.expected)} | ${one(row.actual)} |`);
  }
  lines.push(
    '',
    '| Phase | Starts with an outcome | Predicted completion | Actual completion |',
    '| --- | --- | --- | --- |',
  );
  for (const row of report.completion) {
    lines.push(`| ${row.phase} | ${row.starts} | ${pct(row.predicted)} | ${pct(row.actual)} |`);
  }
  lines.push(
    '',
    '| Held-out field | Entries | Cheapest / dearest | Cheapest five / dearest five | Team by expPts | Median of 10,000 random valid teams | Best in hindsight |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const choice of report.choices) {
    lines.push(
      `| ${choice.event} | ${choice.entries} | ${one(choice.cheapest)} / ${one(choice.dearest)} | ${one(choice.cheapestFive)} / ${one(choice.dearestFive)} | ${one(choice.byExpected)} | ${one(choice.randomMedian)} | ${one(choice.hindsight)} |`,
    );
  }
  if (report.choices.length > 1) {
    const average = (pick: (choice: (typeof report.choices)[number]) => number) =>
      report.choices.reduce((sum, choice) => sum + pick(choice), 0) / report.choices.length;
    lines.push(
      `| Mean of the ${report.choices.length} fields | | | | ${one(average((c) => c.byExpected))} | ${one(average((c) => c.randomMedian))} | ${one(average((c) => c.hindsight))} |`,
    );
  }
  lines.push(
    '',
    '| Pull of a short record | Starts with form | Spearman | MAE model |',
    '| --- | --- | --- | --- |',
  );
  for (const row of report.strengthCheck) {
    const pull = row.factor === 1 ? 'as measured' : `${row.factor} × measured`;
    lines.push(`| ${pull} | ${row.withForm} | ${two(row.spearman)} | ${one(row.mae)} |`);
  }
  lines.push(
    '',
    'What these results allow (the held-out starts with form), per level. Spearman of the ' +
      "model's expPts from earlier starts, as the game computes them; of the same model given " +
      "every other event, later ones too; and of the model's expPts moved by how far each event's " +
      'starts then scored from what its whole field was expected to score (the course and the day ' +
      'known beforehand); and within each field, the ranking a player choosing in one event meets ' +
      `(each held-out event of at least ${FIELD_MIN} starts with form, weighted by those starts):`,
    '',
    "| Level | Starts | From earlier starts | Within each field | Every other event | Event's difficulty known | Ceiling | Record of 5 together | Record of 10 together | Median record together |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  const bound = (row: (typeof report.allowance)[number], starts: number) =>
    two(row.byRecord.find((record) => record.starts === starts)?.bound ?? NaN);
  for (const row of report.allowance) {
    lines.push(
      `| ${row.level} | ${row.withForm} | ${two(row.earlier.spearman)} | ${two(row.withinField.spearman)} | ${two(row.hindsight.spearman)} | ${two(row.knownDifficulty.spearman)} | ${two(row.ceiling)} | ${bound(row, 5)} | ${bound(row, 10)} | ${row.medianRecord} |`,
    );
  }
  lines.push(
    '',
    "The ceiling: of a start's points above its event's average, the share that belongs to its " +
      'combination in that class is measured (the rest varies from start to start); a model knowing ' +
      "every combination's true level exactly would correlate with those points at its square " +
      'root at most, and a record of n starts together at √(share · n / (n + k)). The model also ' +
      "reads the rider's and the horse's starts with other partners, which is how a start with no " +
      'start together still has form:',
    '',
    "| Level | Combination with a start together: starts | Spearman | Only the rider's or horse's record: starts | Spearman |",
    '| --- | --- | --- | --- | --- |',
  );
  for (const row of report.allowance) {
    const [own, partners] = row.byBasis;
    lines.push(
      `| ${row.level} | ${own?.starts ?? 0} | ${two(own?.spearman ?? NaN)} | ${partners?.starts ?? 0} | ${two(partners?.spearman ?? NaN)} |`,
    );
  }
  if (report.strengths) {
    lines.push(
      '',
      'Measured shrinkage strengths (starts), completion / points per phase (DR, SJ, XC):',
    );
    for (const [kind, values] of Object.entries(report.strengths)) {
      lines.push(`- ${kind}: ${values.map((value) => value.toFixed(1)).join(', ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
