import { SELECTION_STATS } from '../../../contract/constants';
import type { SelectionStats, ShareVisibility } from '../../../contract/fantasy';
import type { SelectionWindow } from '../../../contract/competition-live';
import { picksAreVisible } from './team-window';

type EntryCount = { competitionEntryId: number; teams: number };

/** `teams` of `total` in percent, rounded half up to a whole number of `step`s (integers only). */
const roundedShare = (teams: number, total: number, step: number) =>
  Math.floor((teams * 200 + step * total) / (2 * step * total)) * step;

/** How much of a competition's shares may be shown now (decision 027). */
export function shareVisibility(
  competition: SelectionWindow,
  totalTeams: number,
  now: Date,
): ShareVisibility {
  if (picksAreVisible(competition, now)) return 'exact';
  return totalTeams < SELECTION_STATS.minimumTeams ? 'hidden' : 'rounded';
}

/**
 * The one rule for every answer that carries a share of a competition's teams (selection stats,
 * the competitor page, anything added later): exact, with one decimal, once picks are public;
 * before that nothing under the minimum number of teams, then rounded to steps of 10 %, so a
 * before-and-after reading does not spell out a team
 * (docs/decisions/027-selection-shares-before-the-deadline.md). Null while hidden.
 */
export function shareOfTeams(
  visibility: ShareVisibility,
  teams: number,
  totalTeams: number,
): number | null {
  if (visibility === 'hidden') return null;
  if (totalTeams === 0) return 0;
  return visibility === 'exact'
    ? Math.round((teams * 1000) / totalTeams) / 10
    : roundedShare(teams, totalTeams, SELECTION_STATS.stepPercent);
}

/** Each entry's share of the competition's teams, as much as may be shown now. */
export function presentSelectionStats(
  competition: SelectionWindow & { id: number },
  totalTeams: number,
  perEntry: readonly EntryCount[],
  now: Date,
): SelectionStats {
  const visibility = shareVisibility(competition, totalTeams, now);
  const selectionPercentage: Record<string, number> = {};
  for (const row of perEntry) {
    const share = shareOfTeams(visibility, row.teams, totalTeams);
    if (share !== null) selectionPercentage[String(row.competitionEntryId)] = share;
  }
  return {
    competitionId: competition.id,
    totalTeams,
    visibility,
    minimumTeams: SELECTION_STATS.minimumTeams,
    selectionPercentage,
  };
}
