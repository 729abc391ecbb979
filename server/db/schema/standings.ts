import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions } from './competitions';
import { users } from './users';

/** Raw bytes: packed arrays of 32-bit or 16-bit integers, big-endian as `int4send` writes them. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A competition's picks once its selection has closed, packed for the standings engine
 * (decision 050): written once, the first time a server process needs them, and read by every
 * process that starts. Teams in id order; `picks` holds five 2-byte entry slots per team (the
 * index of the entry in `entry_ids`, 0xffff when the team has no pick there). The picks of a
 * closed competition never change; `teams_changed_at` (the latest team save it includes) tells a
 * copy made before a reopened selection from a current one.
 */
export const fantasyFrozenPicks = pgTable('fantasy_frozen_picks', {
  competitionId: integer('competition_id')
    .primaryKey()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  teams: integer('teams').notNull(),
  teamsChangedAt: timestamp('teams_changed_at', { withTimezone: true }),
  entryIds: integer('entry_ids').array().notNull(),
  teamIds: bytea('team_ids').notNull(),
  userIds: bytea('user_ids').notNull(),
  picks: bytea('picks').notNull(),
  frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The entries' points of a competition at the end of a phase ('dressage', 'cross-country',
 * 'show-jumping') and when it was completed ('final'), taken once (decision 052). Every rank at
 * that moment follows from these points and the frozen picks; `players` is the size of the
 * overall board then, `history_written_at` says when every team's ranks were kept.
 */
export const fantasyRankSnapshots = pgTable(
  'fantasy_rank_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    phase: text('phase').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    entryIds: integer('entry_ids').array().notNull(),
    /** Points of each entry of `entry_ids`, in tenths. */
    entryPoints: integer('entry_points').array().notNull(),
    teams: integer('teams').notNull().default(0),
    players: integer('players').notNull().default(0),
    /** A process writing the history claims it; a claim older than ten minutes was abandoned. */
    historyClaimedAt: timestamp('history_claimed_at', { withTimezone: true }),
    historyWrittenAt: timestamp('history_written_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fantasy_rank_snapshots_competition_phase_unique').on(
      table.competitionId,
      table.phase,
    ),
  ],
);

/**
 * Each team's competition rank and its player's overall rank at a snapshot (ranks shared by
 * ties, points in tenths): the season's rank chart reads a player's rows.
 */
export const fantasyRankHistory = pgTable(
  'fantasy_rank_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => fantasyRankSnapshots.id, { onDelete: 'cascade' }),
    competitionRank: integer('competition_rank').notNull(),
    competitionPoints: integer('competition_points').notNull(),
    overallRank: integer('overall_rank').notNull(),
    overallPoints: integer('overall_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.snapshotId] }),
    index('fantasy_rank_history_snapshot_idx').on(table.snapshotId),
  ],
);
