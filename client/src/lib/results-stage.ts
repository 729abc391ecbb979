import { isCompetitionLive } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';

/** Where a competition stands for its results page: before the start, running, or done. */
export type ResultsStage = 'not-started' | 'live' | 'final';

export function resultsStage(competition: Pick<Competition, 'status' | 'isLive'>): ResultsStage {
  if (isCompetitionLive(competition)) return 'live';
  return competition.status === 'completed' ? 'final' : 'not-started';
}

/** The page title of each stage; "Final Results" only once the competition is completed. */
export const RESULTS_TITLES: Record<ResultsStage, string> = {
  'not-started': 'Start List',
  live: 'Live Results',
  final: 'Final Results',
};

/** The link to the results page from other screens, named after what it will show. */
export const RESULTS_LINK_LABELS: Record<ResultsStage, string> = {
  'not-started': 'View Start List',
  live: 'View Live Results',
  final: 'View Final Results',
};
