import { competitionEntries } from '../../db/schema/index';

/** An entry's recorded phase inputs, the statuses and penalties a score is computed from. */
export const phaseInputColumns = {
  drStatus: competitionEntries.drStatus,
  drScore: competitionEntries.drScore,
  sjStatus: competitionEntries.sjStatus,
  sjScore: competitionEntries.sjScore,
  xcStatus: competitionEntries.xcStatus,
  xcjScore: competitionEntries.xcjScore,
  xctScore: competitionEntries.xctScore,
};
