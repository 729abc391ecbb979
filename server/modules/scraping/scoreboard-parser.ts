import * as cheerio from 'cheerio';
import type { ScrapedScores } from '../../../contract/scraping';
import {
  CellError,
  cleanText,
  parseCrossCountryTimeCell,
  parsePlace,
  parsePlainCell,
  parseRider,
  parseShowJumpingCell,
} from './scoreboard-cells';

/** The page is not a results board we can read; nothing from it is written. */
export class ScoreboardFormatError extends Error {
  override readonly name = 'ScoreboardFormatError';
}

export type ScoreboardRow = {
  rowNumber: number;
  no: string | null;
  rider: string;
  horse: string;
  owners: string | null;
  nationality: string | null;
  scored: boolean;
  verified: boolean;
  scores: ScrapedScores;
};

export type ScoreboardProblem = { rowNumber: number; message: string };

export type Scoreboard = {
  title: string | null;
  className: string | null;
  format: 'long' | 'short';
  rows: ScoreboardRow[];
  problems: ScoreboardProblem[];
};

type ColumnKey =
  | 'no'
  | 'rider'
  | 'horse'
  | 'm'
  | 'c'
  | 'e'
  | 'dressage'
  | 'sj'
  | 'xct'
  | 'xcj'
  | 'total'
  | 'place';

const HEADER_ALIASES: Record<ColumnKey, readonly string[]> = {
  no: ['no', 'number'],
  rider: ['rider', 'athlete'],
  horse: ['horse'],
  m: ['m%'],
  c: ['c%'],
  e: ['e%'],
  dressage: ['dressage'],
  sj: ['sj', 'showjumping'],
  xct: ['xct', 'xctime'],
  xcj: ['xcj', 'xcjump', 'xcjumping'],
  total: ['total'],
  place: ['place', 'pos', 'position'],
};
const REQUIRED: readonly ColumnKey[] = ['rider', 'horse', 'dressage', 'sj', 'xct', 'xcj', 'total'];
const LABELS: Record<ColumnKey, string> = {
  no: 'No',
  rider: 'Rider',
  horse: 'Horse',
  m: 'M %',
  c: 'C %',
  e: 'E %',
  dressage: 'Dressage',
  sj: 'SJ',
  xct: 'XCT',
  xcj: 'XCJ',
  total: 'Total',
  place: 'Place',
};

const headerKey = (text: string): ColumnKey | null => {
  const normal = text.toLowerCase().replace(/[\s.]+/g, '');
  for (const [key, aliases] of Object.entries(HEADER_ALIASES)) {
    if (aliases.includes(normal)) return key as ColumnKey;
  }
  return null;
};

type $Api = cheerio.CheerioAPI;
type Node = Parameters<$Api>[0];

function findColumns($: $Api): { table: Node; columns: Map<ColumnKey, number>; width: number } {
  for (const table of $('table').toArray()) {
    const headerRow = $(table)
      .find('tr')
      .filter((_, tr) => $(tr).children('th').length > 0);
    const first = headerRow.first();
    if (first.length === 0) continue;
    const labels: string[] = [];
    first.children('th,td').each((_, cell) => {
      const span = Math.max(1, Math.min(20, Number($(cell).attr('colspan') ?? 1) || 1));
      labels.push(cleanText($(cell).text()));
      for (let i = 1; i < span; i += 1) labels.push('');
    });
    const columns = new Map<ColumnKey, number>();
    labels.forEach((label, index) => {
      const key = headerKey(label);
      if (key === null) return;
      if (columns.has(key)) {
        throw new ScoreboardFormatError(
          `The scoreboard page has changed: the column ${LABELS[key]} appears twice.`,
        );
      }
      columns.set(key, index);
    });
    if (!columns.has('rider') || !columns.has('horse')) continue;
    const missing = REQUIRED.filter((key) => !columns.has(key)).map((key) => LABELS[key]);
    if (missing.length > 0) {
      throw new ScoreboardFormatError(
        `The scoreboard page has changed: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
      );
    }
    return { table, columns, width: labels.length };
  }
  throw new ScoreboardFormatError(
    'The scoreboard page has no results table with Rider and Horse columns: the page layout may have changed.',
  );
}

type Cells = { text: (key: ColumnKey) => string };

function readScores(cells: Cells, scored: boolean): ScrapedScores {
  const scores: ScrapedScores = {};
  const dressage = parsePlainCell(cells.text('dressage'), 'Dressage');
  if (dressage.kind === 'pending') scores.startTime = dressage.startTime;
  if (!scored) return scores;
  if (dressage.kind === 'penalties') scores.dressage = { penalties: dressage.tenths };
  if (dressage.kind === 'status') scores.dressage = { status: dressage.status };

  const sj = parseShowJumpingCell(cells.text('sj'));
  if (sj.kind === 'status') scores.showJumping = { status: sj.status };
  if (sj.kind === 'penalties') {
    scores.showJumping = {
      penalties: sj.tenths,
      ...(sj.jump === undefined ? {} : { jump: sj.jump }),
      ...(sj.time === undefined ? {} : { time: sj.time }),
    };
  }

  const xct = parseCrossCountryTimeCell(cells.text('xct'));
  const xcj = parsePlainCell(cells.text('xcj'), 'XCJ');
  if (xct.kind === 'status' && xcj.kind === 'status' && xct.status !== xcj.status) {
    throw new CellError(`XCT says ${xct.status} but XCJ says ${xcj.status}`);
  }
  if (xct.kind === 'status') scores.crossCountry = { status: xct.status };
  else if (xcj.kind === 'status') scores.crossCountry = { status: xcj.status };
  else if (xct.kind === 'penalties' && xcj.kind === 'penalties') {
    scores.crossCountry = {
      jump: xcj.tenths,
      time: xct.tenths,
      ...(xct.elapsed === undefined ? {} : { elapsed: xct.elapsed }),
    };
  }

  const total = parsePlainCell(cells.text('total'), 'Total');
  scores.total = total.kind === 'penalties' ? total.tenths : null;
  checkTotal(scores, total.kind === 'penalties' ? total.tenths : null);
  return scores;
}

/** The printed total must be the sum of the phases read: a moved column never becomes a score. */
function checkTotal(scores: ScrapedScores, total: number | null) {
  if (total === null) return;
  let sum = 0;
  const { dressage, showJumping, crossCountry } = scores;
  for (const phase of [dressage, showJumping, crossCountry]) {
    if (phase && 'status' in phase) {
      throw new CellError(`Total is ${total / 10} but a phase says ${phase.status}`);
    }
  }
  if (dressage && 'penalties' in dressage) sum += dressage.penalties;
  if (showJumping && 'penalties' in showJumping) sum += showJumping.penalties;
  if (crossCountry && 'jump' in crossCountry) sum += crossCountry.jump + crossCountry.time;
  if (sum !== total) {
    throw new CellError(
      `Total ${(total / 10).toFixed(1)} is not the sum of the phases (${(sum / 10).toFixed(1)})`,
    );
  }
}

function readRow($: $Api, row: Node, columns: Map<ColumnKey, number>, rowNumber: number) {
  const tds = $(row).children('td').toArray();
  const cell = (key: ColumnKey) => {
    const index = columns.get(key);
    const found = index === undefined ? undefined : tds[index];
    return found ? $(found) : $('<td></td>');
  };
  const text = (key: ColumnKey) => cleanText(cell(key).text());
  const classes = ($(row).attr('class') ?? '').split(/\s+/);
  const scored = classes.includes('scored') && !classes.includes('unscored');
  const rider = parseRider(text('rider'));
  const horseCell = cell('horse').clone();
  const owners = cleanText(horseCell.find('span').text());
  horseCell.find('span').remove();
  const horse = cleanText(horseCell.text());
  if (horse === '') throw new CellError('Horse is empty');
  const flag = $(row).find('img[alt]').first().attr('alt')?.trim().toUpperCase() ?? '';
  const nationality = /^[A-Z]{3}$/.test(flag) ? flag : rider.nationality;
  const scores = readScores({ text }, scored);
  const place = columns.has('place') ? parsePlace(text('place')) : null;
  if (place !== null) scores.place = place;
  scores.nationality = nationality;
  scores.source = 'scoreboard';
  return {
    rowNumber,
    no: columns.has('no') ? text('no') || null : null,
    rider: rider.name,
    horse,
    owners: owners || null,
    nationality,
    scored,
    verified: classes.includes('allPhasesVerified'),
    scores,
  };
}

/**
 * Reads an eventingscores.co.uk results board. Columns are found by header text; every cell is
 * checked against the documented formats and each row's total against its phases. A row that
 * does not read cleanly is reported in `problems` and left out; a page whose structure changed
 * (no results table, a missing column, most rows unreadable) throws ScoreboardFormatError.
 */
export function parseScoreboard(html: string): Scoreboard {
  const $ = cheerio.load(html);
  const { table, columns, width } = findColumns($);
  const rows: ScoreboardRow[] = [];
  const problems: ScoreboardProblem[] = [];
  let rowNumber = 0;
  $(table)
    .find('tr')
    .each((_, tr) => {
      const tds = $(tr).children('td');
      if (tds.length === 0) return;
      if (tds.length < width && tds.filter('[colspan]').length > 0) return;
      rowNumber += 1;
      try {
        if (tds.length !== width) {
          throw new CellError(`has ${tds.length} cells where the header has ${width}`);
        }
        rows.push(readRow($, tr, columns, rowNumber));
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        const who = cleanText(
          $(tr)
            .children('td')
            .eq(columns.get('rider') ?? 0)
            .text(),
        );
        problems.push({ rowNumber, message: `Row ${rowNumber} (${who}): ${error.message}.` });
      }
    });
  if (problems.length >= 2 && problems.length * 2 > rowNumber) {
    throw new ScoreboardFormatError(
      `Most rows of the scoreboard could not be read (${problems[0]?.message ?? ''}): the page layout may have changed.`,
    );
  }
  const xct = columns.get('xct') ?? 0;
  const sj = columns.get('sj') ?? 0;
  return {
    title: cleanText($('h1').first().text()) || null,
    className: cleanText($('h2').first().text()) || null,
    format: xct < sj ? 'long' : 'short',
    rows,
    problems,
  };
}
