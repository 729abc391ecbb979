import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions } from './competitions';
import { disciplineEnum } from './enums';
import { users } from './users';

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Null means the default byline, the editorial team. */
    author: text('author'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    isPremium: boolean('is_premium').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    featuredImageUrl: text('featured_image_url'),
    tags: text('tags').array().notNull().default([]),
    discipline: disciplineEnum('discipline').notNull().default('eventing'),
    competitionId: integer('competition_id').references(() => competitions.id, {
      onDelete: 'set null',
    }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('articles_slug_unique').on(table.slug),
    index('articles_published_idx').on(table.isPublished, table.publishedAt),
  ],
);

export const articlePolls = pgTable(
  'article_polls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('article_polls_article_idx').on(table.articleId)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => articlePolls.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('poll_options_poll_idx').on(table.pollId)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => articlePolls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('poll_votes_poll_user_unique').on(table.pollId, table.userId)],
);
