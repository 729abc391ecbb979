/** The backtest's figures as the markdown docs/backtest.md reports. */
import path from 'node:path';
import type { backtest } from './backtest';

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
  const { allowance } = report;
  lines.push(
    '',
    'What these results allow (the held-out starts with form):',
    '',
    '| Predicted by the model from | Starts | Spearman | MAE model |',
    '| --- | --- | --- | --- |',
    `| earlier starts (as the game does) | ${allowance.withForm} | ${two(allowance.earlier.spearman)} | ${one(allowance.earlier.mae)} |`,
    `| every other event, later ones too | ${allowance.withForm} | ${two(allowance.hindsight.spearman)} | ${one(allowance.hindsight.mae)} |`,
    '',
    `Of a start's points above its event's average, ${Math.round(allowance.combinationShare * 100)} % ` +
      'belongs to its combination in that class (the rest varies from start to start): a model ' +
      "knowing every combination's true level exactly would correlate with those points at " +
      `${two(allowance.ceiling)} at most. A record of a few starts together reaches less ` +
      `(below). The held-out starts with form had a median of ${allowance.medianRecord} earlier ` +
      "starts together in their class; the model also reads the rider's and the horse's starts " +
      'with other partners, which is how a start with none together still has form.',
    '',
    '| Starts together in the class | Most a record can reach |',
    '| --- | --- |',
    ...allowance.byRecord.map((row) => `| ${row.starts} | ${two(row.bound)} |`),
  );
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
