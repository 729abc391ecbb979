import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { competitions } from './competitions';

/**
 * One row per scrape of a competition's scoreboard (manual or automatic): what it read, which
 * entries it changed (before and after), the rows left unmatched and the problems. Older rows
 * are pruned so each competition keeps its latest few hundred.
 */
export const scrapeLogs = pgTable(
  'scrape_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    trigger: text('trigger').notNull(),
    outcome: text('outcome').notNull(),
    source: text('source'),
    url: text('url').notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsScored: integer('rows_scored').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unmatched: integer('unmatched').notNull().default(0),
    summary: text('summary').notNull(),
    changes: jsonb('changes').notNull().default([]),
    unmatchedRows: jsonb('unmatched_rows').notNull().default([]),
    problems: jsonb('problems').notNull().default([]),
  },
  (table) => [index('scrape_logs_competition_ran_at').on(table.competitionId, table.ranAt)],
);
