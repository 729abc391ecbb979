import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_ENTRY_PRICE_TENTHS } from '../../../contract/constants';
import { competitionStatusEnum, disciplineEnum, phaseStatusEnum } from './enums';
import { users } from './users';

export const venues = pgTable('venues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  location: text('location'),
  country: text('country'),
  description: text('description'),
  imageUrl: text('image_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const competitions = pgTable(
  'competitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    level: text('level').notNull().default('CCI5*-L'),
    isLive: boolean('is_live').notNull().default(false),
    description: text('description'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: competitionStatusEnum('status').notNull().default('pending'),
    scorer: text('scorer'),
    scoringUrl: text('scoring_url'),
    scrapingEnabled: boolean('scraping_enabled').notNull().default(false),
    lastScrapedAt: timestamp('last_scraped_at', { withTimezone: true }),
    drDisplayMode: boolean('dr_display_mode').notNull().default(false),
    /** The official result: locked against scrapes (decision 042). */
    resultsFinal: boolean('results_final').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('competitions_start_date_idx').on(table.startDate),
    index('competitions_status_idx').on(table.status),
    index('competitions_venue_idx').on(table.venueId),
  ],
);

export const athletes = pgTable(
  'athletes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nationality: text('nationality'),
    discipline: disciplineEnum('discipline').notNull().default('eventing'),
    birthDate: date('birth_date'),
    rating: numeric('rating', { precision: 5, scale: 2 }).notNull().default('0'),
    profileImageUrl: text('profile_image_url'),
    biography: text('biography'),
    /** The FEI's id of the rider; when present it decides identity (decision 043). */
    feiId: text('fei_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('athletes_name_lower_idx').on(sql`lower(${table.name})`),
    uniqueIndex('athletes_fei_id_unique').on(table.feiId),
  ],
);

export const horses = pgTable(
  'horses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    breed: text('breed'),
    yob: integer('yob'),
    gender: text('gender'),
    sex: text('sex'),
    color: text('color'),
    sire: text('sire'),
    dam: text('dam'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    profileImageUrl: text('profile_image_url'),
    /** The FEI's id of the horse; when present it decides identity (decision 043). */
    feiId: text('fei_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('horses_name_lower_idx').on(sql`lower(${table.name})`),
    uniqueIndex('horses_fei_id_unique').on(table.feiId),
  ],
);

const penalties = (name: string) => numeric(name, { precision: 6, scale: 1 });
const statistic = (name: string) => numeric(name, { precision: 8, scale: 3 });

export const competitionEntries = pgTable(
  'competition_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    horseId: integer('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'cascade' }),
    position: integer('position'),
    /** The operator's official position, kept through recomputations until cleared (decision 042). */
    positionOverride: integer('position_override'),
    /** The number on the bridle, unique in the competition; the start order stays the draw. */
    bridleNumber: integer('bridle_number'),
    /** Total penalties (dressage + show jumping + cross-country jump + time). */
    score: penalties('score'),
    price: numeric('price', { precision: 3, scale: 1 })
      .notNull()
      .default((DEFAULT_ENTRY_PRICE_TENTHS / 10).toFixed(1)),
    /** An operator's price, kept through later pricing until cleared (decision 032). */
    priceOverride: numeric('price_override', { precision: 3, scale: 1 }),
    /**
     * While an override stands, the price the entry had without it (a start list's or the
     * default), which a later file may update: what clearing the override gives back to an entry
     * the pricing never reached (decision 039).
     */
    priceBeforeOverride: numeric('price_before_override', { precision: 3, scale: 1 }),
    startOrder: integer('start_order'),
    ra6: statistic('ra6'),
    sj6: statistic('sj6'),
    xcj10: statistic('xcj10'),
    tsp: statistic('tsp'),
    expPts: statistic('exp_pts'),
    drStatus: phaseStatusEnum('dr_status'),
    drScore: penalties('dr_score'),
    drPts: penalties('dr_pts').notNull().default('0'),
    sjStatus: phaseStatusEnum('sj_status'),
    sjScore: penalties('sj_score'),
    sjPts: penalties('sj_pts').notNull().default('0'),
    xcStatus: phaseStatusEnum('xc_status'),
    xcjScore: penalties('xcj_score'),
    xctScore: penalties('xct_score'),
    xcPts: penalties('xc_pts').notNull().default('0'),
    totalPts: penalties('total_pts').notNull().default('0'),
    eloIn: statistic('elo_in'),
    eloOut: statistic('elo_out'),
    hpr: statistic('hpr'),
    /** When prices were last applied to the entry; null: never priced, the default 2.5 stands. */
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    /**
     * When a file (start list, entries CSV, results file) last gave the entry its price; null: no
     * file did. A given price is priced, whatever its value, even the default 2.5 (decision 099).
     */
    priceGivenAt: timestamp('price_given_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('competition_entries_combination_unique').on(
      table.competitionId,
      table.athleteId,
      table.horseId,
    ),
    uniqueIndex('competition_entries_bridle_unique').on(table.competitionId, table.bridleNumber),
    index('competition_entries_athlete_idx').on(table.athleteId),
    index('competition_entries_horse_idx').on(table.horseId),
  ],
);
