import type { User } from '@contract/auth';
import type { Competition, CompetitionEntry } from '@contract/competitions';
import type { FantasyTeam, Selection } from '@contract/fantasy';
import type { ScoreValues } from '@contract/score-history';

/**
 * Builders for the client's tests: one valid object each, with plain defaults a test overrides
 * where it cares. Not a test file itself (no `.test.` in the name), so vitest never runs it.
 */

const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A rider's score fields with nothing in them, as a score change records them. */
export const noScoreValues: ScoreValues = {
  dr_status: null,
  dr_score: null,
  sj_status: null,
  sj_score: null,
  xc_status: null,
  xcj_score: null,
  xct_score: null,
  position_override: null,
};

/** An open competition that has not started: the deadline a day away, the event two days. */
export const buildCompetition = (overrides: Partial<Competition> = {}): Competition => ({
  id: 1,
  name: 'Badminton Horse Trials',
  level: 'CCI5*-L',
  status: 'open',
  isLive: false,
  startDate: hoursFromNow(48),
  endDate: hoursFromNow(96),
  deadline: hoursFromNow(24),
  description: null,
  drDisplayMode: false,
  resultsFinal: false,
  venueId: null,
  venue: null,
  ...overrides,
});

/**
 * An entry with no scores and no form yet. Its athlete, horse and start order follow its id
 * (entry 3 is "Rider 3" on "Horse 3", third to start) unless overridden.
 */
export const buildEntry = (overrides: Partial<CompetitionEntry> = {}): CompetitionEntry => {
  const id = overrides.id ?? 1;
  return {
    id,
    competitionId: 1,
    athleteId: id,
    horseId: id,
    athlete: { name: `Rider ${id}`, nationality: 'GBR' },
    horse: { name: `Horse ${id}`, yob: 2014, gender: 'Gelding' },
    price: 2.5,
    startOrder: id,
    bridleNumber: null,
    position: null,
    positionOverride: null,
    ra6: null,
    sj6: null,
    xcj10: null,
    tsp: null,
    expPts: null,
    priced: true,
    dr_status: null,
    dr_score: null,
    sj_status: null,
    sj_score: null,
    xc_status: null,
    xcj_score: null,
    xct_score: null,
    dr_pts: 0,
    sj_pts: 0,
    xc_pts: 0,
    total_pts: 0,
    positionLabel: '-',
    totalScoreDisplay: '',
    withdrawn: false,
    ...overrides,
  };
};

/** A signed-in free player with a verified email. */
export const buildUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  firstName: 'Pat',
  lastName: 'Player',
  email: 'pat@example.com',
  emailVerified: true,
  nationality: 'GBR',
  teamName: null,
  profileImageUrl: null,
  membershipType: 'free',
  premiumUntil: null,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A team's pick of this entry, with no points earned yet. */
export const buildSelection = (entry: CompetitionEntry = buildEntry()): Selection => ({
  competitionEntryId: entry.id,
  athleteId: entry.athleteId,
  horseId: entry.horseId,
  price: entry.price,
  athleteName: entry.athlete.name,
  horseName: entry.horse.name,
  nationality: entry.athlete.nationality,
  points: 0,
  dr_pts: 0,
  sj_pts: 0,
  xc_pts: 0,
  total_pts: 0,
  withdrawn: false,
});

/** A saved team of the default player in the default competition, with no picks unless given. */
export const buildTeam = (overrides: Partial<FantasyTeam> = {}): FantasyTeam => ({
  id: 1,
  userId: 1,
  competitionId: 1,
  teamName: 'My Team',
  totalBudget: 10,
  totalSpent: 0,
  totalPoints: 0,
  updatedAt: new Date().toISOString(),
  selections: [],
  ...overrides,
});
