import { isCompetitionLive } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';

/** The ids of the live competitions in a list (none while it loads). */
export const liveCompetitionIds = (
  competitions: readonly Pick<Competition, 'id' | 'status' | 'isLive'>[] | undefined,
): number[] => (competitions ?? []).filter(isCompetitionLive).map((competition) => competition.id);
