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

/**
 * The event a league page opens on: the live competition, else the latest completed one (it has
 * scores), else the first of the list. An open event weeks away would rank everyone 1st on 0.0.
 */
export function defaultLeagueEvent<T extends Competition>(events: readonly T[]): T | undefined {
  const live = events.find(isCompetitionLive);
  if (live) return live;
  const completed = events
    .filter((competition) => competition.status === 'completed')
    .sort((a, b) => new Date(b.startDate).getTime() - new Date(a.startDate).getTime());
  return completed[0] ?? events[0];
}
