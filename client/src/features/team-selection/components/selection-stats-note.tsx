import type { SelectionStats } from '@contract/fantasy';
import { SELECTION_STATS_MESSAGES } from '@contract/team-rules';

/** Says why the % selected figures are missing or rounded while teams can still change. */
export function SelectionStatsNote({ stats }: { stats: SelectionStats | undefined }) {
  if (!stats || stats.visibility === 'exact') return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="selection-stats-note">
      {stats.visibility === 'hidden'
        ? SELECTION_STATS_MESSAGES.hidden(stats.minimumTeams)
        : SELECTION_STATS_MESSAGES.rounded}
    </p>
  );
}
