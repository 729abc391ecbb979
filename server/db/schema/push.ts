import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions } from './competitions';
import { sessions, users } from './users';

/** The server's VAPID key pair, generated on first start unless the settings give one. */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('push_vapid_keys_single_row', sql`${table.id} = 1`)],
);

/** One browser's push subscription; a user may have several devices. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that subscribed: signing out of that device removes the subscription. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);

/** Which notifications a player wants; a missing row means every kind is on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deadlineReminders: boolean('deadline_reminders').notNull().default(true),
  competitionLive: boolean('competition_live').notNull().default(true),
  withdrawnPick: boolean('withdrawn_pick').notNull().default(true),
  emailReminders: boolean('email_reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const NOTIFICATION_KINDS = [
  'deadline_24h',
  'deadline_1h',
  'competition_live',
  'withdrawn_pick',
] as const;
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export const DELIVERY_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;

/**
 * Every notification due to a player, claimed once by its unique key before it is sent, so a
 * restart neither loses nor repeats it. `subject_id` is the withdrawn entry (0 for other kinds).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull().default(0),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** SHA-256 of the unsubscribe token in a reminder email. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_deliveries_unique').on(
      table.userId,
      table.kind,
      table.competitionId,
      table.subjectId,
      table.channel,
    ),
    index('notification_deliveries_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('notification_deliveries_unsubscribe_unique').on(table.unsubscribeTokenHash),
  ],
);
