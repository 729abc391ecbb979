import { TEAM_BUDGET_TENTHS } from '@contract/constants';
import type { FieldSummary, SavedTeams } from '@contract/pricing';
import { tooFewEntriesMessage } from '@contract/pricing-health';
import { formatTenths, toTenths } from '@contract/scoring';
import { cn } from '@/lib/cn';

const money = (value: number | null) => (value === null ? '–' : value.toFixed(1));
const budget = formatTenths(TEAM_BUDGET_TENTHS);

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
        ? tooFewEntriesMessage(summary.entries, summary.withdrawn)
        : `The five cheapest cost ${money(summary.cheapestFive)} and the five dearest ${money(summary.dearestFive)} of the ${budget} budget.`}
      {summary.cheapest !== null &&
        ` Prices ${money(summary.cheapest)} to ${money(summary.dearest)}.`}
      {summary.noForm > 0 && ` ${noFormSentence(summary)}`}
    </p>
  );
}

/**
 * What the previewed prices do to the teams players have saved: a save checks the prices of the
 * moment, so a team they put over the budget cannot be saved again unchanged.
 */
export function savedTeamsSentence({ saved, overBudget }: SavedTeams): string | null {
  if (saved === 0) return null;
  const start = `${saved === 1 ? '1 team is' : `${saved} teams are`} saved for this competition;`;
  if (overBudget === 0) {
    return `${start} ${saved === 1 ? 'it fits' : 'all of them fit'} the ${budget} budget with these prices.`;
  }
  const which = saved === 1 ? 'it' : `${overBudget} of them`;
  const after =
    overBudget === 1
      ? 'its player could not save it again without changing picks'
      : 'their players could not save them again without changing picks';
  return `${start} ${which} would cost more than the ${budget} budget with these prices, and ${after}.`;
}

/** The saved teams the previewed prices would put over the budget; nothing when none are saved. */
export function SavedTeamsLine({ savedTeams }: { savedTeams: SavedTeams }) {
  const sentence = savedTeamsSentence(savedTeams);
  if (sentence === null) return null;
  return (
    <p
      role="status"
      aria-label="Saved teams"
      className={cn(
        'rounded-lg px-3 py-2 text-sm tabular-nums',
        savedTeams.overBudget === 0
          ? 'bg-muted text-foreground'
          : 'bg-destructive-soft text-destructive-text',
      )}
    >
      {sentence}
    </p>
  );
}
