import { z } from 'zod';
import type { SCORE_PENALTY_FIELDS } from './score-fields';
import { PHASE_STATUSES } from './scoring';

const phaseStatus = z.enum(PHASE_STATUSES).nullable();

/**
 * An entry's recorded statuses and penalties, as every answer names them: penalties as numbers
 * with one decimal, null while not scored.
 */
export const scorePenaltiesShape = {
  dr_status: phaseStatus,
  dr_score: z.number().nullable(),
  sj_status: phaseStatus,
  sj_score: z.number().nullable(),
  xc_status: phaseStatus,
  xcj_score: z.number().nullable(),
  xct_score: z.number().nullable(),
} satisfies Record<(typeof SCORE_PENALTY_FIELDS)[number], z.ZodType>;

/**
 * The points the rules give an entry's phases and their total, as every answer names them:
 * numbers with one decimal, 0 until scored.
 */
export const scorePointsShape = {
  dr_pts: z.number(),
  sj_pts: z.number(),
  xc_pts: z.number(),
  total_pts: z.number(),
};

/**
 * The one score block of an entry (dr_status … total_pts) in every answer that carries one: the
 * penalties, then the points the rules give them.
 */
export const scoreBlockShape = {
  ...scorePenaltiesShape,
  ...scorePointsShape,
};
