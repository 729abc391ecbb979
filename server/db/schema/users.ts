import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { membershipTypeEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationality: text('nationality'),
    profileImageUrl: text('profile_image_url'),
    teamName: text('team_name'),
    membershipType: membershipTypeEnum('membership_type').notNull().default('free'),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    emailVerified: boolean('email_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_nationality_idx').on(table.nationality),
  ],
);

const tokenColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token sent by email; the token itself is never stored. */
  token: text('token').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  tokenColumns(),
  (table) => [index('email_verification_tokens_user_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', tokenColumns(), (table) => [
  index('password_reset_tokens_user_idx').on(table.userId),
]);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session cookie's random value. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Browsers an account has signed in from: their cookie lets the owner past the limits that
 * guessers elsewhere fill (docs/decisions/088-browsers-the-owner-signed-in-from.md).
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    /** SHA-256 of the device cookie's random value. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_devices_user_idx').on(table.userId, table.createdAt)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
