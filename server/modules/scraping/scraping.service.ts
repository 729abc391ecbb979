import { OFFICIAL_RESULT_MESSAGES } from '../../../contract/admin-competitions';
import {
  SCRAPING_MESSAGES,
  type ScrapeLog,
  type ScrapeResult,
  type ScrapeSource,
  type ScrapeTrigger,
} from '../../../contract/scraping';
import { ridingPhases } from '../../../contract/rank-phases';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../types';
import { listActiveScrapedRows } from '../matching/matching.repository';
import { recordScrapedRows, type KeptPhase } from '../matching/scraped-rows.service';
import { OutboundFailedError, OutboundRefusedError } from './safe-fetch';
import { diffEntryResults, presentScrapeLog, summarise } from './scrape-log';
import { ScoreboardFormatError } from './scoreboard-parser';
import { readBoard, type BoardReading } from './scoreboard-source';
import { readScoringAddress } from './scoring-address';
import { BACKOFF_LOOKBACK, backoffNotice } from './scrape-backoff';
import {
  findCompetitionForScraping,
  insertScrapeLog,
  listEntryResults,
  listScrapeLogs,
} from './scraping.repository';

/** Competitions being scraped by this process: a run never overlaps the previous one. */
const running = new Set<number>();

async function fetchBoard(deps: AppDeps, scoringUrl: string): Promise<BoardReading> {
  try {
    return await readBoard(scoringUrl, { allowedOrigins: deps.config.scraperAllowedOrigins });
  } catch (error) {
    if (error instanceof OutboundRefusedError || error instanceof ScoreboardFormatError) {
      throw new AppError('UNPROCESSABLE', error.message);
    }
    if (error instanceof OutboundFailedError) {
      throw new AppError('SERVICE_UNAVAILABLE', error.message);
    }
    throw error;
  }
}

const sourceOf = (url: string): ScrapeSource | null => {
  try {
    return readScoringAddress(url).kind;
  } catch {
    return null;
  }
};

const PHASE_WORDS: Record<KeptPhase['phase'], string> = {
  dressage: 'dressage',
  showJumping: 'show jumping',
  crossCountry: 'cross-country',
};

/** An entry whose phase was changed by hand and that the board still shows as before. */
const keptNotice = (kept: KeptPhase) =>
  `${kept.rider} / ${kept.horse} keeps the ${PHASE_WORDS[kept.phase]} changed by hand (${kept.held}); the board still shows ${kept.board}.`;

type Competition = NonNullable<Awaited<ReturnType<typeof findCompetitionForScraping>>>;

/**
 * The board's column order against the competition's level, once the board has scores: the level
 * decides which phases a combination stopped in one has not ridden (docs/rules.md#stopped), so a
 * wrong level empties phases the board shows.
 */
function classOrderProblem(competition: Competition, reading: BoardReading): string | null {
  const levelShort = ridingPhases(competition.level)[1] === 'show-jumping';
  const boardShort = reading.board.format === 'short';
  if (reading.board.rowsScored === 0 || levelShort === boardShort) return null;
  return boardShort
    ? `The board runs show jumping before cross-country (a short format) but the competition's level is ${competition.level}, which runs cross-country first: check the level, as it decides which phases a stopped combination has not ridden.`
    : `The board runs cross-country before show jumping (a long format) but the competition's level is ${competition.level}, which runs show jumping first: check the level, as it decides which phases a stopped combination has not ridden.`;
}

/** When no score could be read although the class should have some, say so (never a silent 0). */
function emptyBoardProblem(competition: Competition, reading: BoardReading, now: Date) {
  if (reading.board.rowsScored > 0) return null;
  const begins = reading.classDate ?? competition.startDate;
  const started =
    now.getTime() >= begins.getTime() || competition.isLive || competition.status === 'live';
  if (!started) return null;
  const since = begins.toISOString().slice(0, 10);
  if (!reading.hasTable) {
    return `The scoreboard has no results table yet although the class began on ${since}: check the scoring URL's event and section.`;
  }
  const rows = reading.board.rows.length;
  return `No score could be read from the scoreboard's ${rows} row${rows === 1 ? '' : 's'} although the class began on ${since}: check the scoring URL and the board.`;
}

/**
 * Reads the competition's scoring address (a results page, or an event's section through the
 * site's JSON gateway) under the outbound policy, parses every row, keeps the rows for matching,
 * matches new rows by exact and variation names, writes published phases onto matched entries
 * (points, positions and standings follow) and sets lastScrapedAt. Every run, failed or not,
 * is written to the competition's scrape log: what was read, the entries changed with before and
 * after, the rows left unmatched and the problems. A page that cannot be read or parsed writes
 * no scores and says why.
 */
export async function scrapeCompetition(
  deps: AppDeps,
  competitionId: number,
  trigger: ScrapeTrigger = 'manual',
): Promise<ScrapeResult> {
  const db = deps.database.db;
  const competition = await findCompetitionForScraping(db, competitionId);
  if (!competition) throw notFound(SCRAPING_MESSAGES.competitionNotFound);
  const url = competition.scoringUrl;
  if (!url) throw badRequest(SCRAPING_MESSAGES.noScoringUrl, 'scoringUrl');
  if (competition.resultsFinal) throw conflict(OFFICIAL_RESULT_MESSAGES.finalLocked);
  if (running.has(competitionId)) throw conflict(SCRAPING_MESSAGES.alreadyRunning);
  running.add(competitionId);
  let outcome: 'ok' | 'problems' | 'failed' | 'error' = 'error';
  try {
    let reading: BoardReading;
    try {
      reading = await fetchBoard(deps, url);
    } catch (error) {
      if (error instanceof AppError) {
        outcome = 'failed';
        const notice = competition.scrapingEnabled
          ? backoffNotice(await listScrapeLogs(db, competitionId, BACKOFF_LOOKBACK))
          : null;
        await insertScrapeLog(db, {
          competitionId,
          ranAt: deps.clock.now(),
          trigger,
          outcome: 'failed',
          source: sourceOf(url),
          url,
          summary: `Nothing read: ${error.message}${notice === null ? '' : ` ${notice}`}`,
          problems: [error.message],
        });
      }
      throw error;
    }
    const { board } = reading;
    const before = await listEntryResults(db, competitionId);
    const recorded = await recordScrapedRows(
      deps,
      competitionId,
      board.rows.map((row) => ({
        athleteName: row.rider,
        horseName: row.horse,
        nationality: row.nationality,
        scores: row.scores,
      })),
      {
        allowAi: false,
        markScraped: true,
        boardChangesOnly: true,
        author: {
          source: 'scrape',
          user: null,
          detail: `${trigger === 'manual' ? 'Scrape now' : 'Automatic scrape'}: ${url}`,
        },
      },
    );
    const after = await listEntryResults(db, competitionId);
    const changes = diffEntryResults(before, after);
    const unmatchedRows = (await listActiveScrapedRows(db, competitionId))
      .filter((row) => row.matchedEntryId === null)
      .map((row) => ({
        rider: row.scrapedAthleteName,
        horse: row.scrapedHorseName,
        nationality: row.scrapedNationality,
      }));
    const now = deps.clock.now();
    const empty = emptyBoardProblem(competition, reading, now);
    const order = classOrderProblem(competition, reading);
    const problems = [
      ...(order === null ? [] : [order]),
      ...board.problems.map((problem) => problem.message),
      ...recorded.kept.map(keptNotice),
      ...reading.notes,
      ...(empty === null ? [] : [empty]),
    ];
    const summary = summarise({
      rowsRead: recorded.rowsParsed,
      rowsScored: board.rowsScored,
      matched: recorded.matched,
      changed: changes.length,
      unmatched: recorded.unmatched,
      problems: problems.length,
    });
    const read = problems.length === 0 ? 'ok' : 'problems';
    const log = await insertScrapeLog(db, {
      competitionId,
      ranAt: now,
      trigger,
      outcome: read,
      source: reading.source,
      url,
      rowsRead: recorded.rowsParsed,
      rowsScored: board.rowsScored,
      matched: recorded.matched,
      updated: recorded.updated,
      unmatched: recorded.unmatched,
      summary,
      changes,
      unmatchedRows,
      problems,
    });
    outcome = read;
    return {
      rowsParsed: recorded.rowsParsed,
      rowsScored: board.rowsScored,
      matched: recorded.matched,
      updated: recorded.updated,
      unmatched: recorded.unmatched,
      skipped: board.problems.filter((problem) => problem.rowNumber !== null).length,
      problems,
      lastScrapedAt: now.toISOString(),
      summary,
      log: presentScrapeLog(log),
    };
  } finally {
    running.delete(competitionId);
    deps.metrics.scrapeRuns.inc({ trigger, outcome });
  }
}

/** The competition's latest scrapes, newest first. */
export async function getScrapeLog(
  deps: AppDeps,
  competitionId: number,
  limit: number,
): Promise<ScrapeLog> {
  const db = deps.database.db;
  if (!(await findCompetitionForScraping(db, competitionId))) {
    throw notFound(SCRAPING_MESSAGES.competitionNotFound);
  }
  const rows = await listScrapeLogs(db, competitionId, limit);
  return { entries: rows.map(presentScrapeLog) };
}
