import type {
  AdminCompetition,
  CompetitionStatus,
  CompetitionValues,
} from '../../../contract/admin-competitions';
import { SCORERS } from '../../../contract/admin-competitions';
import { badRequest, conflict, notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import { SCORING_URL_FORMS } from '../../../contract/scraping';
import { ScoringUrlFormError, normaliseScoringUrl } from '../scraping/scoring-address';
import type { AppDeps } from '../../types';
import { competitionPricingHealth } from '../pricing/pricing-health.service';
import {
  deleteCompetition as deleteCompetitionRow,
  findAdminCompetition,
  findCompetition,
  hasTeams,
  insertCompetition,
  listAdminCompetitions,
  updateCompetition as updateCompetitionRow,
  venueExists,
  type AdminCompetitionRow,
  type CompetitionRow,
  type CompetitionWrite,
} from './admin-competitions.repository';

const competitionNotFound = () => notFound('Competition not found.');

function present(row: AdminCompetitionRow): AdminCompetition {
  const c = row.competition;
  return {
    id: c.id,
    name: c.name,
    venueId: c.venueId,
    venueName: row.venueName,
    venueCountry: row.venueCountry,
    startDate: c.startDate.toISOString(),
    endDate: c.endDate.toISOString(),
    deadline: c.deadline.toISOString(),
    level: c.level,
    status: c.status,
    isLive: c.isLive,
    description: c.description,
    scorer: c.scorer,
    scoringUrl: c.scoringUrl,
    scrapingEnabled: c.scrapingEnabled,
    lastScrapedAt: c.lastScrapedAt?.toISOString() ?? null,
    drDisplayMode: c.drDisplayMode,
    resultsFinal: c.resultsFinal,
    entryCount: row.entryCount,
    withdrawnEntryCount: row.withdrawnEntryCount,
    scoredEntryCount: row.scoredEntryCount,
    completeEntryCount: row.completeEntryCount,
  };
}

async function loadPresented(deps: AppDeps, id: number): Promise<AdminCompetition> {
  const row = await findAdminCompetition(deps.database.db, id);
  if (!row) throw competitionNotFound();
  return present(row);
}

type LiveState = { status: CompetitionStatus; isLive: boolean };

/**
 * Keeps status and isLive consistent: isLive is true exactly when the status is live. Sending one
 * sets the other; sending both in disagreement is refused.
 */
export function resolveLiveState(
  input: { status?: CompetitionStatus | undefined; isLive?: boolean | undefined },
  current: LiveState | null,
): LiveState {
  const { status, isLive } = input;
  if (status !== undefined && isLive !== undefined) {
    if ((status === 'live') !== isLive) {
      throw badRequest(
        isLive
          ? 'isLive: a live competition must have the status live'
          : 'isLive: a competition with the status live must be live',
        'isLive',
      );
    }
    return { status, isLive };
  }
  if (status !== undefined) return { status, isLive: status === 'live' };
  if (isLive === true) return { status: 'live', isLive: true };
  if (isLive === false) {
    if (!current) return { status: 'pending', isLive: false };
    return { status: current.status === 'live' ? 'open' : current.status, isLive: false };
  }
  return current
    ? { status: current.status, isLive: current.isLive }
    : { status: 'pending', isLive: false };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The scoring address must be on an allowed scoreboard origin (config.scraperAllowedOrigins) and
 * in an accepted form (docs/scraping.md); it is returned as stored, on the www host.
 */
export function checkScoringUrl(deps: AppDeps, scoringUrl: string | null): string | null {
  if (scoringUrl === null) return null;
  const allowed = deps.config.scraperAllowedOrigins;
  try {
    return normaliseScoringUrl(scoringUrl, allowed);
  } catch (error) {
    if (error instanceof ScoringUrlFormError) {
      throw badRequest(`scoringUrl: must be ${SCORING_URL_FORMS}`, 'scoringUrl');
    }
    const hosts = allowed.map((origin) => origin.replace(/^https?:\/\//, '')).join(' or ');
    throw badRequest(`scoringUrl: must be an https address on ${hosts}`, 'scoringUrl');
  }
}

type ScrapingValues = {
  scorer: string | null;
  scoringUrl: string | null;
  scrapingEnabled: boolean;
};

function checkScraping(deps: AppDeps, values: ScrapingValues): ScrapingValues {
  const scoringUrl = checkScoringUrl(deps, values.scoringUrl);
  if (values.scrapingEnabled && scoringUrl === null) {
    throw badRequest('scrapingEnabled: automatic scraping needs a scoring URL', 'scrapingEnabled');
  }
  const scorer = values.scorer ?? (scoringUrl === null ? null : SCORERS[0]);
  return { ...values, scoringUrl, scorer };
}

async function toWrite(
  deps: AppDeps,
  input: CompetitionValues,
  current: CompetitionRow | null,
): Promise<CompetitionWrite> {
  const startDate = new Date(input.startDate);
  const endDate = new Date(input.endDate);
  const deadline = new Date(input.deadline);
  if (endDate.getTime() < startDate.getTime()) {
    throw badRequest('endDate: must be on or after the start date', 'endDate');
  }
  if (utcDay(deadline) > utcDay(startDate)) {
    throw badRequest('deadline: must be on or before the start date', 'deadline');
  }
  const venueId = input.venueId ?? null;
  if (venueId !== null && !(await venueExists(deps.database.db, venueId))) {
    throw badRequest('venueId: no venue with this id', 'venueId');
  }
  const scraping = checkScraping(deps, {
    scorer: input.scorer ?? null,
    scoringUrl: input.scoringUrl,
    scrapingEnabled: input.scrapingEnabled,
  });
  const live = resolveLiveState(input, current);
  return {
    name: input.name,
    venueId,
    startDate,
    endDate,
    deadline,
    level: input.level,
    description: input.description,
    ...live,
    ...scraping,
    updatedAt: deps.clock.now(),
  };
}

/** Every competition for the admin list, with venue, entry count and scoring settings. */
export async function listCompetitions(deps: AppDeps): Promise<AdminCompetition[]> {
  const rows = await listAdminCompetitions(deps.database.db);
  return rows.map(present);
}

/** Creates a competition after checking dates, venue, status/isLive and scraping settings. */
export async function createCompetition(
  deps: AppDeps,
  input: CompetitionValues,
): Promise<AdminCompetition> {
  const values = await toWrite(deps, input, null);
  const id = await insertCompetition(deps.database.db, values);
  await notifyCompetitionChanged(deps.database, id);
  return loadPresented(deps, id);
}

/**
 * Opening team selection (status open) on a field where no valid team exists needs the operator's
 * confirmation (decision 056): fewer than five entries, or the five cheapest over the budget. A
 * live competition whose players already saved teams goes back to open as a correction, unchecked;
 * one that nobody has played yet is being opened.
 */
async function checkOpening(
  deps: AppDeps,
  id: number,
  current: CompetitionRow,
  next: CompetitionStatus,
  confirmed: boolean,
) {
  if (next !== 'open' || current.status === 'open' || confirmed) return;
  if (current.status === 'live' && (await hasTeams(deps.database.db, id))) return;
  const health = await competitionPricingHealth(deps.database.db, id);
  if (!health.unplayable) return;
  const reason = health.warnings.find(
    (warning) => warning.code === 'unplayable' || warning.code === 'too-few-entries',
  );
  throw conflict(
    `Team selection not opened: ${reason?.message ?? 'no valid team exists.'} Confirm to open it anyway.`,
  );
}

/** Replaces a competition's fields; status and isLive stay consistent with each other. */
export async function updateCompetition(
  deps: AppDeps,
  id: number,
  input: CompetitionValues,
): Promise<AdminCompetition> {
  const current = await findCompetition(deps.database.db, id);
  if (!current) throw competitionNotFound();
  const values = await toWrite(deps, input, current);
  await checkOpening(
    deps,
    id,
    current,
    values.status ?? current.status,
    input.confirmUnplayable === true,
  );
  if (!(await updateCompetitionRow(deps.database.db, id, values))) throw competitionNotFound();
  await notifyCompetitionChanged(deps.database, id);
  return loadPresented(deps, id);
}

/** Deletes a competition with its entries, teams and matches (cascade). */
export async function deleteCompetition(deps: AppDeps, id: number): Promise<void> {
  if (!(await deleteCompetitionRow(deps.database.db, id))) throw competitionNotFound();
  await notifyCompetitionChanged(deps.database, id);
}

async function patchCompetition(
  deps: AppDeps,
  id: number,
  values: Partial<CompetitionWrite>,
): Promise<AdminCompetition> {
  const changed = await updateCompetitionRow(deps.database.db, id, {
    ...values,
    updatedAt: deps.clock.now(),
  });
  if (!changed) throw competitionNotFound();
  await notifyCompetitionChanged(deps.database, id);
  return loadPresented(deps, id);
}

/** The DR Display switch of the live scoring view. */
export function setDrDisplayMode(deps: AppDeps, id: number, drDisplayMode: boolean) {
  return patchCompetition(deps, id, { drDisplayMode });
}

/**
 * Marks the competition's results final (the official result: scrapes and matched scraped
 * scores are refused, decision 042) or reopens them. Waits for a results transaction in flight.
 */
export function setResultsFinal(deps: AppDeps, id: number, resultsFinal: boolean) {
  return patchCompetition(deps, id, { resultsFinal });
}

/** Stores the scoring provider, its address and the automatic scraping flag. */
export async function updateScrapingSettings(
  deps: AppDeps,
  id: number,
  input: {
    scorer?: string | null | undefined;
    scoringUrl: string | null;
    scrapingEnabled: boolean;
  },
): Promise<AdminCompetition> {
  if (!(await findCompetition(deps.database.db, id))) throw competitionNotFound();
  const scraping = checkScraping(deps, {
    scorer: input.scorer ?? null,
    scoringUrl: input.scoringUrl,
    scrapingEnabled: input.scrapingEnabled,
  });
  return patchCompetition(deps, id, scraping);
}

/** The Auto ON/OFF toggle; turning it on needs a scoring URL. */
export async function setScrapingEnabled(
  deps: AppDeps,
  id: number,
  scrapingEnabled: boolean,
): Promise<AdminCompetition> {
  const current = await findCompetition(deps.database.db, id);
  if (!current) throw competitionNotFound();
  checkScraping(deps, {
    scorer: current.scorer,
    scoringUrl: current.scoringUrl,
    scrapingEnabled,
  });
  return patchCompetition(deps, id, { scrapingEnabled });
}
