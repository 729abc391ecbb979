/**
 * The names of an entry's recorded statuses and penalties, in the score block's order
 * (`scorePenaltiesShape` in score-block.ts, which a test holds to the same names). Kept apart from
 * the schemas so that a screen reading the names loads no validator (decision 020).
 */
export const SCORE_PENALTY_FIELDS = [
  'dr_status',
  'dr_score',
  'sj_status',
  'sj_score',
  'xc_status',
  'xcj_score',
  'xct_score',
] as const;
