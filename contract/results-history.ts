import { z } from 'zod';
import { importRowErrorSchema, readEncodingSchema } from './imports';

/** Past results imported from FEI-style exports (docs/rules.md#results-history). */
export const RESULTS_HISTORY_CSV_COLUMNS = [
  'event_name',
  'event_date',
  'level',
  'rider',
  'nationality',
  'horse',
  'dressage',
  'sj_penalties',
  'xc_jump_penalties',
  'xc_time_penalties',
] as const;
export const RESULTS_HISTORY_OPTIONAL_COLUMNS = [
  'dr_status',
  'sj_status',
  'xc_status',
  'rider_fei_id',
  'horse_fei_id',
] as const;
/** FEI level strings can list every class of the show; longer than this is not a level. */
export const HISTORY_LEVEL_MAX = 500;

export const RESULTS_HISTORY_MESSAGES = {
  eventNotFound: 'No imported results for this event and date.',
  eventDeleted: (rows: number) => `Imported event deleted: ${rows} ${rows === 1 ? 'run' : 'runs'}.`,
} as const;

export const resultsHistoryImportSchema = z.object({
  /** Distinct events (name and date) in the file's valid rows. */
  events: z.number().int(),
  /** Valid rows read. */
  rows: z.number().int(),
  /** Runs stored for the first time. */
  created: z.number().int(),
  /** Runs already stored (same event, date, rider and horse) whose level or scores changed. */
  updated: z.number().int(),
  /** Runs already stored exactly as the file has them. */
  unchanged: z.number().int(),
  /** Rows naming a run an earlier row of the file also names (the later row is kept). */
  repeated: z.number().int(),
  ridersCreated: z.number().int(),
  horsesCreated: z.number().int(),
  /** Rows whose rider and horse both matched existing records. */
  matched: z.number().int(),
  errors: z.array(importRowErrorSchema),
  encoding: readEncodingSchema,
});
export type ResultsHistoryImport = z.infer<typeof resultsHistoryImportSchema>;

/** One imported event: a name and a date (a run is an event, its date and a combination). */
export const resultsHistoryEventSchema = z.object({
  eventName: z.string(),
  eventDate: z.string(),
  /** The level text as the file wrote it (every distinct one, joined by " | "). */
  level: z.string(),
  /** The level codes named by the runs' levels (CCI4*-S …), sorted; empty when none is. */
  levelCodes: z.array(z.string()),
  rows: z.number().int(),
});
export type ResultsHistoryEvent = z.infer<typeof resultsHistoryEventSchema>;

export const resultsHistoryListSchema = z.object({
  events: z.array(resultsHistoryEventSchema),
  totalRows: z.number().int(),
});
export type ResultsHistoryList = z.infer<typeof resultsHistoryListSchema>;

/** DELETE /api/admin/results-history/events?eventName=…&eventDate=YYYY-MM-DD */
export const resultsHistoryEventKeySchema = z.object({
  eventName: z
    .string({ error: 'eventName is required' })
    .trim()
    .min(1, 'eventName is required')
    .max(200, 'eventName: at most 200 characters'),
  eventDate: z
    .string({ error: 'eventDate is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'eventDate must be a date as YYYY-MM-DD')
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    }, 'eventDate must be a real date'),
});
export type ResultsHistoryEventKey = z.infer<typeof resultsHistoryEventKeySchema>;

export const resultsHistoryEventDeletedSchema = z.object({
  message: z.string(),
  deleted: z.number().int(),
});
