import { SELECTION_STATS } from '../../../contract/constants';
import type { SelectionStats } from '../../../contract/fantasy';
import type { SelectionWindow } from '../../../contract/competition-live';
import { picksAreVisible } from './team-window';

type EntryCount = { competitionEntryId: number; teams: number };

/** `teams` of `total` in percent, rounded half up to a whole number of `step`s (integers only). */
const roundedShare = (teams: number, total: number, step: number) =>
  Math.floor((teams * 200 + step * total) / (2 * step * total)) * step;

/**
 * Each entry's share of the competition's teams, as much as may be shown now: exact (one
 * decimal) once picks are public; before that nothing under the minimum number of teams, then
 * shares rounded to steps of 10 %, so a before-and-after reading does not spell out a team
 * (docs/decisions/027-selection-shares-before-the-deadline.md).
 */
export function presentSelectionStats(
  competition: SelectionWindow & { id: number },
  totalTeams: number,
  perEntry: readonly EntryCount[],
  now: Date,
): SelectionStats {
  const { minimumTeams, stepPercent } = SELECTION_STATS;
  const visibility = picksAreVisible(competition, now)
    ? 'exact'
    : totalTeams < minimumTeams
      ? 'hidden'
      : 'rounded';
  const selectionPercentage: Record<string, number> = {};
  if (visibility !== 'hidden') {
    for (const row of perEntry) {
      selectionPercentage[String(row.competitionEntryId)] =
        totalTeams === 0
          ? 0
          : visibility === 'exact'
            ? Math.round((row.teams * 1000) / totalTeams) / 10
            : roundedShare(row.teams, totalTeams, stepPercent);
    }
  }
  return {
    competitionId: competition.id,
    totalTeams,
    visibility,
    minimumTeams,
    selectionPercentage,
  };
}
