/** Business constants of the game and the product (docs/rules.md#numbers). */
export const TEAM_SIZE = 5;
export const TEAM_BUDGET_TENTHS = 100; // 10.0 million
export const DEFAULT_ENTRY_PRICE_TENTHS = 25; // 2.5 million
export const JOIN_CODE_LENGTH = 4;
export const LEAGUE_MAX_MEMBERS_MIN = 1;
export const LEAGUE_MAX_MEMBERS_MAX = 10000;
export const LEAGUE_MAX_MEMBERS_DEFAULT = 10000;
export const LEAGUE_MAX_MEMBERS_FORM_DEFAULT = 100;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 5;
export const MATCH_PREVIEW_CAP = 10;
export const PAST_EVENTS_CAP = 20;
export const STATS_PAGE_SIZE = 50;
/**
 * Selection shares before the deadline: hidden until this many teams exist, then rounded to
 * steps of this many percent (docs/decisions/027-selection-shares-before-the-deadline.md).
 */
export const SELECTION_STATS = { minimumTeams: 20, stepPercent: 10 } as const;
export const HOME_EVENTS = 3;
/**
 * A live stream's heartbeat: the server sends a `heartbeat` event this often, and a page that has
 * heard nothing at all on a stream for `silenceMs` (2.5 heartbeats) takes it for dead, closes it
 * and opens it again (docs/decisions/108-live-stream-heartbeat-watchdog.md).
 */
export const LIVE_STREAM_HEARTBEAT = { everyMs: 25_000, silenceMs: 62_500 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const PREMIUM_PRICE = '9.99';
export const PREMIUM_TRIAL_DAYS = 7;
export const SCRAPE_INTERVAL_MINUTES = 2;

export const LEVELS = [
  'CCI5*-L',
  'CCI4*-L',
  'CCI4*-S',
  'CCI3*-L',
  'CCI3*-S',
  'CCI2*-L',
  'CCI2*-S',
  'CCI1*',
] as const;
export type Level = (typeof LEVELS)[number];
export const DEFAULT_LEVEL: Level = 'CCI5*-L';
export const LEVEL_FILTERS = ['All', 'CCI5*-L', 'CCI4*-L', 'CCI4*-S'] as const;

export const TIMERS = {
  countdownTickMs: 1000,
  resultsPollMs: 3000,
  /**
   * A shown standings screen (My Teams, the boards, Performance) asks again this often, and when
   * its tab is shown again: a correction to a completed competition, whose stream no screen
   * follows, reaches it within a minute (decision 068).
   */
  settledRefreshMs: 60_000,
  teamSelectionPollMs: 5000,
  adminScoringPollMs: 5000,
  installPromptDelayMs: 3000,
  onlineBannerMs: 3000,
  offlineBannerMs: 5000,
  pendingLeagueRedirectMs: 1000,
  loginRedirectMs: 500,
  teamSelectionLoginRedirectMs: 1000,
  joinSuccessRedirectMs: 2000,
  verifyRedirectMs: 2000,
  resetRedirectMs: 3000,
  matchToastMs: 3000,
  toastMs: 5000,
} as const;

/**
 * Sessions end after 14 days without use, and 30 days after sign-in whatever happens; the browser
 * forgets the player it last saw signed in once their session cannot be alive any more.
 */
export const SESSION_LIFETIME = {
  idleMs: 14 * 24 * 60 * 60 * 1000,
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export const QUERY_CACHE = {
  userStaleMs: 5 * 60 * 1000,
  countriesStaleMs: 10 * 60 * 1000,
  gcMs: 5 * 60 * 1000,
} as const;

export const LANDING_NUMBERS = [
  { value: '12', label: 'Live Events' },
  { value: '2,847', label: 'Active Players' },
  { value: '98.4', label: 'Top Rating' },
  { value: '15,920', label: 'Premium Members' },
] as const;
