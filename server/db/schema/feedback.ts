import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { feedbackStatusEnum } from './enums';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: feedbackStatusEnum('status').notNull().default('pending'),
    adminResponse: text('admin_response'),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_status_idx').on(table.status, table.createdAt)],
);
