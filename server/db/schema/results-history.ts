import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { athletes, horses } from './competitions';
import { phaseStatusEnum } from './enums';

const penalties = (name: string) => numeric(name, { precision: 6, scale: 1 });

/**
 * Past results imported from FEI-style exports: one row per combination and event. With the
 * completed competitions they are the runs that form and prices are computed from
 * (docs/rules.md#form-and-prices).
 */
export const resultsHistory = pgTable(
  'results_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventName: text('event_name').notNull(),
    eventDate: date('event_date').notNull(),
    /** The level text as the export wrote it; FEI's can list every class of the show. */
    level: text('level').notNull(),
    /** The one level code the text names (CCI4*-S), null when it names several or none. */
    levelCode: text('level_code'),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    horseId: integer('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'cascade' }),
    nationality: text('nationality'),
    drStatus: phaseStatusEnum('dr_status'),
    drScore: penalties('dr_score'),
    sjStatus: phaseStatusEnum('sj_status'),
    sjScore: penalties('sj_score'),
    xcStatus: phaseStatusEnum('xc_status'),
    xcjScore: penalties('xcj_score'),
    xctScore: penalties('xct_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** A run is the same run when its event, date and combination are (decision 040). */
    uniqueIndex('results_history_run_unique').on(
      table.eventName,
      table.eventDate,
      table.athleteId,
      table.horseId,
    ),
    index('results_history_athlete_horse_idx').on(table.athleteId, table.horseId),
    index('results_history_horse_idx').on(table.horseId),
    index('results_history_date_idx').on(table.eventDate),
  ],
);
