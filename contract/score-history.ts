import { z } from 'zod';
import { scoredEntrySchema } from './admin-competitions';
import { scorePenaltiesShape } from './score-block';
import { idParam } from './digits';

/**
 * The score audit trail (docs/rules.md#score-history, decision 041): every change of an entry's
 * scores, statuses or official position, whatever wrote it, with who or what, when, and the
 * values before and after.
 */
export const SCORE_SOURCES = ['form', 'csv', 'scrape', 'match', 'override', 'undo'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** How each source is named on screen. */
export const SCORE_SOURCE_LABELS: Record<ScoreSource, string> = {
  form: 'Score form',
  csv: 'Results CSV',
  scrape: 'Scraper',
  match: 'Matching',
  override: 'Official position',
  undo: 'Undo',
};

export const SCORE_HISTORY_MESSAGES = {
  entryNotFound: 'Competition entry not found.',
  nothingToUndo: 'This entry has no change to undo.',
  notLastChange:
    'The scores of this entry changed since this history was read: reload it and undo the latest change.',
  undone: 'Change undone',
} as const;

/** An entry's recorded values: penalties with one decimal, statuses as stored. */
export const scoreValuesSchema = z.object({
  ...scorePenaltiesShape,
  position_override: z.number().int().nullable(),
});
export type ScoreValues = z.infer<typeof scoreValuesSchema>;
export type ScoreValueField = keyof ScoreValues;

export const scoreChangeSchema = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  source: z.enum(SCORE_SOURCES),
  /** Who or what made it: the administrator's name, or the source ("Scraper"). */
  by: z.string(),
  userId: z.number().int().nullable(),
  /** What the source adds: the file's name, the scoring address, the change an undo reverted. */
  detail: z.string().nullable(),
  before: scoreValuesSchema,
  after: scoreValuesSchema,
  /** The fields whose value differs, in the order of scoreValuesSchema. */
  fields: z.array(z.string()),
  /** For an undo: the change it reverted. */
  undoesChangeId: z.number().int().nullable(),
  /** Reverted by a later undo. */
  undone: z.boolean(),
  /** The change Undo would revert now: the latest one still in effect. */
  undoable: z.boolean(),
});
export type ScoreChange = z.infer<typeof scoreChangeSchema>;

/** GET /api/admin/competition-entries/{id}/score-history: newest first. */
export const scoreHistorySchema = z.object({
  entryId: z.number().int(),
  competitionId: z.number().int(),
  changes: z.array(scoreChangeSchema),
});
export type ScoreHistory = z.infer<typeof scoreHistorySchema>;

/**
 * POST /api/admin/competition-entries/{id}/score-history/undo. `changeId` is the change the
 * operator saw as the latest; when another change came since, the undo is refused (409).
 */
export const undoScoreChangeSchema = z.object({
  changeId: idParam('changeId'),
});

/** What an undo answers: the entry as now stored and the change the undo recorded. */
export const undoResultSchema = z.object({
  message: z.string(),
  entry: scoredEntrySchema,
  change: scoreChangeSchema,
});
export type UndoResult = z.infer<typeof undoResultSchema>;
