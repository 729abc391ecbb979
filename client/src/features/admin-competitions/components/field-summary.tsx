import { TEAM_BUDGET_TENTHS } from '@contract/constants';
import type { FieldSummary } from '@contract/pricing';
import { toTenths } from '@contract/scoring';
import { cn } from '@/lib/cn';

const money = (value: number | null) => (value === null ? '–' : value.toFixed(1));

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
      {summary.noForm > 0 &&
        ` ${summary.noForm} of ${summary.entries} without form, priced at the level's ${summary.levelExpPts === null ? 'average' : `${summary.levelExpPts.toFixed(1)} expected points`}.`}
    </p>
  );
}
