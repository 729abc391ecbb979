import { competitionRanks } from '@contract/scoring';
import type { AthleteStatsRow, HorseStatsRow, StatSort, StatType } from '@contract/stats';

export type StatsRow = HorseStatsRow | AthleteStatsRow;

/** The starts the chosen statistic counts: a phase's own starts for that phase's points. */
export const startsFor = (row: StatsRow, statType: StatType) =>
  statType === 'dr_pts'
    ? row.dr_starts_count
    : statType === 'sj_pts'
      ? row.sj_starts_count
      : statType === 'xc_pts'
        ? row.xc_starts_count
        : row.starts_count;

/** The chosen statistic as the table shows it. */
export const statValue = (row: StatsRow, statType: StatType) =>
  statType === 'ppm' ? row.ppm.toFixed(2) : row[statType].toFixed(1);

/** The statistic's points per start, one decimal ('–' before a start). */
export const perStart = (row: StatsRow, statType: StatType) => {
  const starts = startsFor(row, statType);
  const points = statType === 'ppm' ? row.total_pts : row[statType];
  return starts === 0 ? '–' : (points / starts).toFixed(1);
};

/** The value the server orders the rankings by (stats.repository.ts), as the table shows it. */
function orderedBy(row: StatsRow, statType: StatType, sortBy: StatSort): string {
  if (sortBy === 'starts') return String(startsFor(row, statType));
  if (statType === 'ppm' || sortBy === 'points') return statValue(row, statType);
  return perStart(row, statType);
}

/**
 * Competition ranking (1, 2, 3, 3, 5) of rows in the server's order, by the value they are sorted
 * by as it is shown: rows that show the same value share a rank. The rows are always the ranking's
 * first rows ("See More" asks for a longer list from the top), so each rank counts every row
 * above it in the whole ranking.
 */
export const statsRanks = (rows: readonly StatsRow[], statType: StatType, sortBy: StatSort) =>
  competitionRanks(
    rows,
    (a, b) => orderedBy(a, statType, sortBy) === orderedBy(b, statType, sortBy),
  );
