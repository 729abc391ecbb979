import { index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { competitionEntries, competitions } from './competitions';
import { users } from './users';

/**
 * Kept standings of players over a period: `overall`, `season:YYYY` or `month:YYYY-MM`
 * (the UTC start date of each competition decides its month and season). Updated when scores
 * change so a rank or a top page is an index read.
 */
export const fantasyStandings = pgTable(
  'fantasy_standings',
  {
    scope: text('scope').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalPoints: numeric('total_points', { precision: 10, scale: 1 }).notNull().default('0'),
    teamCount: integer('team_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The key leads with the player (a refresh finds a player's rows by it); the only other
    // index orders a scope's board. Each index is written on every points change, so keep
    // them few.
    primaryKey({ columns: [table.userId, table.scope] }),
    index('fantasy_standings_scope_points_idx').on(
      table.scope,
      table.totalPoints.desc(),
      table.userId,
    ),
  ],
);

/** The points of each entry that the kept standings already include; a difference means a refresh is due. */
export const fantasyAppliedEntryPoints = pgTable(
  'fantasy_applied_entry_points',
  {
    competitionEntryId: integer('competition_entry_id')
      .primaryKey()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    totalPts: numeric('total_pts', { precision: 6, scale: 1 }).notNull(),
  },
  (table) => [index('fantasy_applied_entry_points_competition_idx').on(table.competitionId)],
);

/**
 * How many teams (board `competition:<id>`) or players (boards `overall`, `season:YYYY`,
 * `month:YYYY-MM`) have each points total: a rank is 1 + the count above a total, read from a
 * few hundred rows instead of counting up to 100,000. Append-only: triggers on fantasy_teams and
 * fantasy_standings add +n/-n rows as totals change (no row is ever updated, so concurrent team
 * saves never wait on each other), and a refresh compacts a board back to one row per total.
 */
export const fantasyRankCounts = pgTable(
  'fantasy_rank_counts',
  {
    board: text('board').notNull(),
    points: numeric('points', { precision: 10, scale: 1 }).notNull(),
    players: integer('players').notNull(),
  },
  (table) => [index('fantasy_rank_counts_board_points_idx').on(table.board, table.points)],
);
