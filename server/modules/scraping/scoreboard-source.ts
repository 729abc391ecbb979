import { parseCalendarDay } from '../../../contract/calendar-days';
import type { ScrapeSource } from '../../../contract/scraping';
import {
  OutboundFailedError,
  OutboundRefusedError,
  fetchScoreboardPage,
  type SafeFetchOptions,
} from './safe-fetch';
import { ScoreboardFormatError } from './scoreboard-columns';
import { fetchEntryList, fetchSectionResults } from './scoreboard-gateway';
import { parseScoreboard, type Scoreboard } from './scoreboard-parser';
import { readScoringAddress } from './scoring-address';

export type BoardReading = {
  source: ScrapeSource;
  board: Scoreboard;
  /** Whether the class has a results table at all (the gateway answers none before results). */
  hasTable: boolean;
  /** The first day of the section's class from the gateway's entry list, when known. */
  classDate: Date | null;
  /** Problems found around the board (the entry list), beside the board's own. */
  notes: string[];
};

const EMPTY_BOARD: Scoreboard = {
  title: null,
  className: null,
  format: 'short',
  rows: [],
  rowsScored: 0,
  problems: [],
};

function firstClassDate(dates: string[]): Date | null {
  const days = dates
    .map((date) => parseCalendarDay(date.slice(0, 10)))
    .filter((date) => date !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  return days[0] ?? null;
}

/**
 * Reads a competition's scoring address under the outbound policy: a results page by GET, or an
 * event's section through the JSON gateway (section results, and the entry list for the class's
 * date and to check the section exists). Throws what the fetcher or the parser throws.
 */
export async function readBoard(address: string, options: SafeFetchOptions): Promise<BoardReading> {
  const form = readScoringAddress(address);
  if (form.kind === 'board') {
    const html = await fetchScoreboardPage(form.url, options);
    return {
      source: 'board',
      board: parseScoreboard(html),
      hasTable: true,
      classDate: null,
      notes: [],
    };
  }
  const html = await fetchSectionResults(form.gatewayUrl, form.eventId, form.section, options);
  const notes: string[] = [];
  let classDate: Date | null = null;
  try {
    const entries = await fetchEntryList(form.gatewayUrl, form.eventId, options);
    const inSection = entries.filter((entry) => entry.section.toUpperCase() === form.section);
    if (inSection.length === 0) {
      notes.push(`Section ${form.section} is not on the entry list of event ${form.eventId}.`);
    }
    classDate = firstClassDate(inSection.map((entry) => entry.classDate));
  } catch (error) {
    const readable =
      error instanceof OutboundFailedError ||
      error instanceof OutboundRefusedError ||
      error instanceof ScoreboardFormatError;
    if (!readable) throw error;
    notes.push(`The entry list of event ${form.eventId} could not be read: ${error.message}`);
  }
  return {
    source: 'gateway',
    board: html === null ? EMPTY_BOARD : parseScoreboard(html),
    hasTable: html !== null,
    classDate,
    notes,
  };
}
