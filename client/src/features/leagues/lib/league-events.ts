import { isCompetitionLive } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';

const isOpenOrLive = (competition: Competition) =>
  isCompetitionLive(competition) || competition.status === 'open';

/**
 * The league page's events: competitions starting in the season (UTC year), open and live ones
 * first, then by start date, newest first (docs/rules.md#leagues).
 */
export function orderLeagueEvents(competitions: readonly Competition[], season: number) {
  return competitions
    .filter((competition) => new Date(competition.startDate).getUTCFullYear() === season)
    .sort((a, b) => {
      const rank = Number(isOpenOrLive(b)) - Number(isOpenOrLive(a));
      if (rank !== 0) return rank;
      return new Date(b.startDate).getTime() - new Date(a.startDate).getTime();
    });
}

/** The current season: the calendar year now, not a fixed year. */
export const currentSeason = (now: Date = new Date()) => now.getUTCFullYear();
