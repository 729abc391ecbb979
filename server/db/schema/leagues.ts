import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const leagues = pgTable(
  'leagues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The player who created it from the dashboard: kept when they leave it and it is handed on,
     * so it counts toward their cap while it exists; null for the operators' leagues.
     */
    founderId: integer('founder_id').references(() => users.id, { onDelete: 'set null' }),
    isPrivate: boolean('is_private').notNull().default(true),
    joinCode: text('join_code').notNull(),
    maxMembers: integer('max_members').notNull().default(10000),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leagues_join_code_unique').on(table.joinCode),
    index('leagues_creator_idx').on(table.creatorId),
    index('leagues_founder_idx').on(table.founderId),
  ],
);

export const leagueMemberships = pgTable(
  'league_memberships',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    totalPoints: numeric('total_points', { precision: 10, scale: 1 }).notNull().default('0'),
    currentRank: integer('current_rank'),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.userId] }),
    index('league_memberships_user_idx').on(table.userId),
  ],
);
