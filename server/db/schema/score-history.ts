import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PhaseStatus } from '../../../contract/scoring';
import { competitionEntries, competitions } from './competitions';
import { users } from './users';

/** An entry's recorded values as stored: penalties as numeric text, statuses, official position. */
export type StoredScoreValues = {
  drStatus: PhaseStatus | null;
  drScore: string | null;
  sjStatus: PhaseStatus | null;
  sjScore: string | null;
  xcStatus: PhaseStatus | null;
  xcjScore: string | null;
  xctScore: string | null;
  positionOverride: number | null;
};

/**
 * The score audit trail (decision 041): one row per change of an entry's scores, statuses or
 * official position, written by `recordResults` in the transaction that made the change.
 * `actor` keeps who or what made it as named then, so the row outlives the account.
 */
export const scoreChanges = pgTable(
  'score_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    detail: text('detail'),
    undoesChangeId: integer('undoes_change_id'),
    before: jsonb('before').$type<StoredScoreValues>().notNull(),
    after: jsonb('after').$type<StoredScoreValues>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('score_changes_entry_idx').on(table.entryId, table.id),
    index('score_changes_competition_idx').on(table.competitionId),
    index('score_changes_undoes_idx').on(table.undoesChangeId),
  ],
);
