import { z } from 'zod';
import { importRowErrorSchema } from './imports';

/** Past results imported from FEI-style exports (docs/rules.md#form-and-prices). */
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
export const RESULTS_HISTORY_OPTIONAL_COLUMNS = ['dr_status', 'sj_status', 'xc_status'] as const;

export const resultsHistoryImportSchema = z.object({
  /** Distinct events in the file's valid rows. */
  events: z.number().int(),
  /** Valid rows read. */
  rows: z.number().int(),
  ridersCreated: z.number().int(),
  horsesCreated: z.number().int(),
  /** Rows whose rider and horse both matched existing records. */
  matched: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ResultsHistoryImport = z.infer<typeof resultsHistoryImportSchema>;

export const resultsHistoryEventSchema = z.object({
  eventName: z.string(),
  eventDate: z.string(),
  level: z.string(),
  rows: z.number().int(),
});
export type ResultsHistoryEvent = z.infer<typeof resultsHistoryEventSchema>;

export const resultsHistoryListSchema = z.object({
  events: z.array(resultsHistoryEventSchema),
  totalRows: z.number().int(),
});
export type ResultsHistoryList = z.infer<typeof resultsHistoryListSchema>;
