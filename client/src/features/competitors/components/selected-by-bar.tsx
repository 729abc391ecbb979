import type { Competitor } from '@contract/competitors';
import { SELECTION_STATS_MESSAGES } from '@contract/team-rules';

const teamsText = (teams: number) => `of ${teams} ${teams === 1 ? 'team' : 'teams'}`;

/**
 * How many of this competition's fantasy teams picked the combination: exact once picks are
 * public; before the deadline rounded to 10 %, or not shown while there are few teams.
 */
export function SelectedByBar({
  competitor,
}: {
  competitor: Pick<
    Competitor,
    'selectedByPercentage' | 'selectionVisibility' | 'minimumTeams' | 'teamsCount'
  >;
}) {
  const { selectedByPercentage: percentage, selectionVisibility, minimumTeams } = competitor;
  const teams = competitor.teamsCount;
  if (percentage === null || selectionVisibility === 'hidden') {
    return (
      <div className="space-y-1 text-sm" data-testid="selected-by">
        <p className="font-medium">Selected by</p>
        <p className="text-muted-foreground">{SELECTION_STATS_MESSAGES.hidden(minimumTeams)}</p>
      </div>
    );
  }
  const rounded = selectionVisibility === 'rounded';
  return (
    <div className="space-y-2" data-testid="selected-by">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">Selected by</span>
        <span className="font-semibold tabular-nums">
          {rounded ? `about ${percentage}%` : `${percentage.toFixed(1)}%`}{' '}
          <span className="font-normal text-muted-foreground">{teamsText(teams)}</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Selected by"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-accent"
          style={{ width: `${Math.min(100, percentage)}%` }}
        />
      </div>
      {rounded && (
        <p className="text-xs text-muted-foreground">{SELECTION_STATS_MESSAGES.rounded}</p>
      )}
    </div>
  );
}
