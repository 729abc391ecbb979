/**
 * Every PostgreSQL advisory lock the server takes, in one place, so that no two uses share a key
 * (server/db/advisory-locks.test.ts checks it). PGlite takes the same locks on its one connection.
 *
 * One-key locks (a bigint), each guarding one kind of work across server processes.
 */
export const ADVISORY_LOCKS = {
  /** Held while migrating: processes starting together migrate one at a time. */
  migration: 74_010_001,
  /** Transaction lock: processes starting together create the administrator one at a time. */
  administrator: 74_010_002,
  /** Transaction lock: the demo data is seeded once, by the first process to start. */
  demoSeed: 73_120_001,
  /** Only the process holding it sends notifications. */
  notifications: 74_010_010,
  /** Every process competes for it before an automatic scraping round. */
  scrape: 74_020_901,
  /** One process of a cluster takes each scheduled backup. */
  backup: 74_020_903,
  /** Transaction lock: one entries import at a time adds athletes and horses. */
  imports: 7403,
  /** Transaction lock: one results history import at a time adds athletes and horses. */
  resultsHistory: 7_310_021,
  /** Transaction lock: venues are created and renamed one at a time, so no two share a name. */
  venues: 7_310_031,
  /**
   * Transaction lock: new articles take their slugs one at a time (one lock for all titles, as
   * 'News' may take 'news-2' while an article titled 'News 2' asks for it).
   */
  articleSlugs: 7_310_041,
} as const;

/**
 * Two-key locks (class, id): the class names a kind of row, the id the row. PostgreSQL keeps them
 * apart from the one-key locks, so only the classes must differ from each other.
 */
export const ADVISORY_LOCK_CLASSES = {
  /** A competition's freezing of picks: one process packs them, the others read its copy. */
  freezePicks: 7404,
  /** A user's links of both kinds: a new verification or reset link retires the older ones first. */
  userLinks: 7_406,
} as const;
