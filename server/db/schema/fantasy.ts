import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { athletes, competitionEntries, competitions, horses } from './competitions';
import { users } from './users';

export const fantasyTeams = pgTable(
  'fantasy_teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamName: text('team_name').notNull().default('My Team'),
    totalBudget: numeric('total_budget', { precision: 4, scale: 1 }).notNull().default('10.0'),
    totalSpent: numeric('total_spent', { precision: 4, scale: 1 }).notNull().default('0.0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fantasy_teams_user_competition_unique').on(table.userId, table.competitionId),
    // The latest save of a competition's teams, read when its frozen picks are checked.
    index('fantasy_teams_competition_updated_idx').on(table.competitionId, table.updatedAt),
  ],
);

export const fantasyTeamSelections = pgTable(
  'fantasy_team_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    competitionEntryId: integer('competition_entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    horseId: integer('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 3, scale: 1 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fantasy_team_selections_team_entry_unique').on(
      table.fantasyTeamId,
      table.competitionEntryId,
    ),
    // The teams holding an entry (selection shares, an entry deleted), read from the index alone.
    index('fantasy_team_selections_entry_idx').on(
      table.competitionEntryId,
      table.isActive,
      table.fantasyTeamId,
    ),
  ],
);
