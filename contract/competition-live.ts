import type { Competition } from './competitions';

/** A competition is live when its status says so or its live flag is set. Without zod, for the client. */
export function isCompetitionLive(competition: Pick<Competition, 'status' | 'isLive'>): boolean {
  return competition.status === 'live' || competition.isLive;
}
