import { TEAM_BUDGET_TENTHS } from '@contract/constants';
import type { FieldSummary } from '@contract/pricing';
import { toTenths } from '@contract/scoring';
import { cn } from '@/lib/cn';

const money = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/**
 * How entries without form are priced (docs/rules.md#expected-points, rule 6): as the history's
 * newcomers did against their fields, from the level's average start, less their share of what
 * the field's records add up to.
 */
function noFormSentence(summary: FieldSummary): string {
  const count = `${summary.noForm} of ${summary.entries} without form`;
  if (summary.noFormExpPts === null || summary.levelExpPts === null) {
    return `${count}, priced as newcomers did at this level, against this field.`;
  }
  return `${count}, priced at ${summary.noFormExpPts.toFixed(1)} expected points: the level's average start (${summary.levelExpPts.toFixed(1)}), moved by how newcomers did against their fields and by this field's records.`;
}

/** The previewed field in one line: can a team be picked, and how far apart are the prices. */
export function FieldSummaryLine({ summary }: { summary: FieldSummary }) {
  const five = toTenths(summary.cheapestFive);
  const playable = five !== null && five <= TEAM_BUDGET_TENTHS;
  return (
    <p
      role="status"
      aria-label="Field summary"
      className={cn(
        'rounded-lg px-3 py-2 text-sm tabular-nums',
        playable ? 'bg-muted text-foreground' : 'bg-destructive-soft text-destructive-text',
      )}
    >
      {five === null
        ? `Only ${summary.entries} entries: a team needs five.`
        : `The five cheapest cost ${money(summary.cheapestFive)} and the five dearest ${money(summary.dearestFive)} of the 10.0 budget.`}{' '}
      Prices {money(summary.cheapest)} to {money(summary.dearest)}.
      {summary.noForm > 0 && ` ${noFormSentence(summary)}`}
    </p>
  );
}
