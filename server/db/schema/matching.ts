import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitionEntries, competitions } from './competitions';
import { matchTypeEnum } from './enums';

export const scrapedNameMatches = pgTable(
  'scraped_name_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    scrapedAthleteName: text('scraped_athlete_name').notNull(),
    scrapedHorseName: text('scraped_horse_name').notNull(),
    scrapedNationality: text('scraped_nationality'),
    /** The scraped row's scores as parsed, kept so a later match can apply them. */
    scrapedData: jsonb('scraped_data'),
    matchedEntryId: integer('matched_entry_id').references(() => competitionEntries.id, {
      onDelete: 'set null',
    }),
    matchedAthleteName: text('matched_athlete_name'),
    matchedHorseName: text('matched_horse_name'),
    matchType: matchTypeEnum('match_type'),
    confidence: numeric('confidence', { precision: 3, scale: 2 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scraped_name_matches_row_unique').on(
      table.competitionId,
      table.scrapedAthleteName,
      table.scrapedHorseName,
    ),
    uniqueIndex('scraped_name_matches_entry_unique')
      .on(table.matchedEntryId)
      .where(sql`${table.isActive} and ${table.matchedEntryId} is not null`),
  ],
);
