import { SCRAPING_MESSAGES, type ScrapeResult } from '../../../contract/scraping';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../types';
import { findCompetitionForMatching } from '../matching/matching.repository';
import { recordScrapedRows } from '../matching/scraped-rows.service';
import { OutboundFailedError, OutboundRefusedError, fetchScoreboardPage } from './safe-fetch';
import { ScoreboardFormatError, parseScoreboard } from './scoreboard-parser';

/** Competitions being scraped by this process: a run never overlaps the previous one. */
const running = new Set<number>();

export function isScraping(competitionId: number): boolean {
  return running.has(competitionId);
}

async function readBoard(deps: AppDeps, scoringUrl: string) {
  try {
    const html = await fetchScoreboardPage(scoringUrl, {
      allowedOrigins: deps.config.scraperAllowedOrigins,
    });
    return parseScoreboard(html);
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

/**
 * Reads the competition's scoreboard (scoringUrl) under the outbound policy, parses every row,
 * keeps the rows for matching, matches new rows by exact and variation names, writes published
 * phases onto matched entries (points, positions and standings follow) and sets lastScrapedAt.
 * A page that cannot be read or parsed writes nothing and says why.
 */
export async function scrapeCompetition(
  deps: AppDeps,
  competitionId: number,
): Promise<ScrapeResult> {
  const competition = await findCompetitionForMatching(deps.database.db, competitionId);
  if (!competition) throw notFound(SCRAPING_MESSAGES.competitionNotFound);
  if (!competition.scoringUrl) throw badRequest(SCRAPING_MESSAGES.noScoringUrl, 'scoringUrl');
  if (running.has(competitionId)) throw conflict(SCRAPING_MESSAGES.alreadyRunning);
  running.add(competitionId);
  try {
    const board = await readBoard(deps, competition.scoringUrl);
    const outcome = await recordScrapedRows(
      deps,
      competitionId,
      board.rows.map((row) => ({
        athleteName: row.rider,
        horseName: row.horse,
        nationality: row.nationality,
        scores: row.scores,
      })),
      { allowAi: false, markScraped: true },
    );
    return {
      rowsParsed: outcome.rowsParsed,
      matched: outcome.matched,
      updated: outcome.updated,
      unmatched: outcome.unmatched,
      skipped: board.problems.length,
      problems: board.problems.map((problem) => problem.message),
      lastScrapedAt: deps.clock.now().toISOString(),
    };
  } finally {
    running.delete(competitionId);
  }
}
