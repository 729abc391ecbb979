/** The statistics and orders of /ratings, without zod, so the client's screens need no validator. */
export const STAT_TYPES = ['total_pts', 'dr_pts', 'sj_pts', 'xc_pts', 'ppm'] as const;
export type StatType = (typeof STAT_TYPES)[number];
export const STAT_SORTS = ['points', 'starts', 'avg'] as const;
export type StatSort = (typeof STAT_SORTS)[number];
export const STATS_LIMIT_MAX = 1000;
export const TOP_LIST_SIZE = 5;

export const STAT_TYPE_LABELS: Record<StatType, string> = {
  total_pts: 'Total Points',
  dr_pts: 'Dressage',
  sj_pts: 'Show Jumping',
  xc_pts: 'Cross Country',
  ppm: 'Points per Million per Start',
};
export const STAT_SORT_LABELS: Record<StatSort, string> = {
  points: 'Points',
  starts: 'Starts',
  avg: 'Points per Start',
};

/** Rankings per start (PPM, points per start) list only horses and riders with this many starts. */
export const STATS_MIN_STARTS_PER_START = 3;

/** The definition shown on /ratings beside the Points per Million per Start view. */
export const PPM_DEFINITION = `Points per Million per Start (PPM): total points divided by the number of starts, divided by the average price in millions. A combination averaging 60 points a start at an average price of 2.5m has a PPM of 24.0. Rankings per start list only horses and riders with at least ${STATS_MIN_STARTS_PER_START} starts.`;
