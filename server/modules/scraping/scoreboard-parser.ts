import * as cheerio from 'cheerio';
import type { PhaseResultStatus, ScrapedScores } from '../../../contract/scraping';
import {
  CellError,
  checkScoreBounds,
  checkScrapedName,
  cleanText,
  parseCrossCountryTimeCell,
  parsePlace,
  parsePlainCell,
  parseRider,
  parseShowJumpingCell,
} from './scoreboard-cells';
import {
  ScoreboardFormatError,
  findColumns,
  type ColumnKey,
  type Node,
} from './scoreboard-columns';

export { ScoreboardFormatError } from './scoreboard-columns';

export type ScoreboardRow = {
  rowNumber: number;
  no: string | null;
  rider: string;
  horse: string;
  owners: string | null;
  nationality: string | null;
  /** A phase value or a status was read from the row's cells (row classes are not trusted). */
  scored: boolean;
  verified: boolean;
  scores: ScrapedScores;
};

/** A row left out (with its number) or something about the whole board (`rowNumber` null). */
export type ScoreboardProblem = { rowNumber: number | null; message: string };

export type Scoreboard = {
  title: string | null;
  className: string | null;
  format: 'long' | 'short';
  rows: ScoreboardRow[];
  /** Rows from which at least one phase value or status was read. */
  rowsScored: number;
  problems: ScoreboardProblem[];
};

type $Api = cheerio.CheerioAPI;
/** A selection of any nodes (cheerio's Cheerio<AnyNode>). */
type Nodes = ReturnType<ReturnType<$Api['root']>['contents']>;
type Text = (key: ColumnKey) => string;

/** The phase columns in the order the board prints them (the order the class runs them). */
const PHASES = ['dressage', 'sj', 'xct', 'xcj'] as const;

function firstStartTime(text: Text, columns: Map<ColumnKey, number>): string | null {
  const order = [...PHASES].sort((a, b) => (columns.get(a) ?? 0) - (columns.get(b) ?? 0));
  for (const key of order) {
    const cell =
      key === 'sj'
        ? parseShowJumpingCell(text(key))
        : key === 'xct'
          ? parseCrossCountryTimeCell(text(key))
          : parsePlainCell(text(key), key);
    if (cell.kind === 'pending' && cell.startTime) return cell.startTime;
  }
  return null;
}

/** Every phase cell read on its own: a value, a status, a start time or empty. */
function readScores(text: Text, columns: Map<ColumnKey, number>): ScrapedScores {
  const scores: ScrapedScores = {};
  const dressage = parsePlainCell(text('dressage'), 'Dressage');
  if (dressage.kind === 'penalties') scores.dressage = { penalties: dressage.tenths };
  if (dressage.kind === 'status') scores.dressage = { status: dressage.status };

  const sj = parseShowJumpingCell(text('sj'));
  if (sj.kind === 'status') scores.showJumping = { status: sj.status };
  if (sj.kind === 'penalties') {
    scores.showJumping = {
      penalties: sj.tenths,
      ...(sj.jump === undefined ? {} : { jump: sj.jump }),
      ...(sj.time === undefined ? {} : { time: sj.time }),
    };
  }

  const xct = parseCrossCountryTimeCell(text('xct'));
  const xcj = parsePlainCell(text('xcj'), 'XCJ');
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

  const startTime = firstStartTime(text, columns);
  if (startTime !== null) scores.startTime = startTime;
  const total = parsePlainCell(text('total'), 'Total');
  if (total.kind === 'status') placeTotalStatus(scores, total.status, columns);
  scores.total = total.kind === 'penalties' ? total.tenths : null;
  checkScoreBounds(scores);
  checkTotal(scores, total.kind === 'penalties' ? total.tenths : null);
  return scores;
}

/**
 * A cell's words with line breaks read as spaces ("CONNEMARA MIST<br>IRL" is two words);
 * with `beforeBreak`, only what comes before the first line break (a horse's name, not the
 * owners or breeding printed under it).
 */
function cellText($: $Api, cell: Nodes, beforeBreak = false): string {
  const copy = cell.clone();
  if (beforeBreak && copy.find('br').length > 0) {
    const parts: string[] = [];
    for (const node of copy.contents().toArray()) {
      if ($(node).is('br')) break;
      parts.push($(node).text());
    }
    return cleanText(parts.join(' '));
  }
  copy.find('br').replaceWith(' ');
  return cleanText(copy.text());
}

/**
 * A status printed only in Total (`WD` after a dressage score, phases empty) belongs to the first
 * phase the row has not published, in the board's order: the combination stopped there and the
 * phases after it stay empty (docs/rules.md#stopped). A status already in a phase cell stands.
 */
function placeTotalStatus(
  scores: ScrapedScores,
  status: PhaseResultStatus,
  columns: Map<ColumnKey, number>,
) {
  const { dressage, showJumping, crossCountry } = scores;
  if ([dressage, showJumping, crossCountry].some((phase) => phase && 'status' in phase)) return;
  const jumpingFirst = (columns.get('sj') ?? 0) < (columns.get('xct') ?? 0);
  const order = jumpingFirst
    ? (['dressage', 'showJumping', 'crossCountry'] as const)
    : (['dressage', 'crossCountry', 'showJumping'] as const);
  const next = order.find((phase) => scores[phase] === undefined);
  if (next === undefined) {
    throw new CellError(`Total says ${status} but every phase has a score`);
  }
  scores[next] = { status };
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
  const text = (key: ColumnKey) => cellText($, cell(key));
  const classes = ($(row).attr('class') ?? '').split(/\s+/);
  const rider = parseRider(text('rider'));
  const horseCell = cell('horse').clone();
  const owners = cellText($, horseCell.find('span'));
  horseCell.find('span').remove();
  const horse = checkScrapedName(
    cellText($, horseCell, true) || cleanText(cell('horse').attr('data-horse') ?? ''),
    'Horse',
  );
  const flag = $(row).find('img[alt]').first().attr('alt')?.trim().toUpperCase() ?? '';
  const nationality = /^[A-Z]{3}$/.test(flag) ? flag : rider.nationality;
  const scores = readScores(text, columns);
  const scored =
    scores.dressage !== undefined ||
    scores.showJumping !== undefined ||
    scores.crossCountry !== undefined;
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
 * Reads an eventingscores.co.uk results board. Columns are found by header text; whether a row
 * is scored is decided from its cells (many boards carry no row classes); every cell is checked
 * against the documented formats and each row's total against its phases. A row that does not
 * read cleanly, or a header we do not know, is reported in `problems`; a page whose structure
 * changed (no results table, a missing column, most rows unreadable) or that arrived cut short
 * (a table that does not end) throws ScoreboardFormatError.
 */
export function parseScoreboard(html: string): Scoreboard {
  const opened = html.match(/<table\b/gi)?.length ?? 0;
  const closed = html.match(/<\/table\s*>/gi)?.length ?? 0;
  if (closed < opened) {
    throw new ScoreboardFormatError(
      'The scoreboard page arrived cut short (its results table does not end): nothing was written, the next scrape reads it again.',
    );
  }
  const $ = cheerio.load(html);
  const { table, columns, width, unknown } = findColumns($);
  const rows: ScoreboardRow[] = [];
  const problems: ScoreboardProblem[] = unknown.map((label) => ({
    rowNumber: null,
    message: `The scoreboard has a column we do not recognise ("${label}"): its cells are not read.`,
  }));
  let rowNumber = 0;
  let unreadable = 0;
  $(table)
    .find('tr')
    .each((_, tr) => {
      const tds = $(tr).children('td');
      if (tds.length === 0) return;
      if (tds.length < width && tds.filter('[colspan]').length > 0) return;
      if (cleanText(tds.text()) === '') return;
      rowNumber += 1;
      try {
        if (tds.length !== width) {
          throw new CellError(`has ${tds.length} cells where the header has ${width}`);
        }
        rows.push(readRow($, tr, columns, rowNumber));
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        unreadable += 1;
        const who = cleanText(
          $(tr)
            .children('td')
            .eq(columns.get('rider') ?? 0)
            .text(),
        );
        problems.push({ rowNumber, message: `Row ${rowNumber} (${who}): ${error.message}.` });
      }
    });
  if (unreadable >= 2 && unreadable * 2 > rowNumber) {
    const first = problems.find((problem) => problem.rowNumber !== null);
    throw new ScoreboardFormatError(
      `Most rows of the scoreboard could not be read (${first?.message ?? ''}): the page layout may have changed.`,
    );
  }
  const xct = columns.get('xct') ?? 0;
  const sj = columns.get('sj') ?? 0;
  return {
    title: cleanText($('h1').first().text()) || null,
    className: cleanText($('h2').first().text()) || null,
    format: xct < sj ? 'long' : 'short',
    rows,
    rowsScored: rows.filter((row) => row.scored).length,
    problems,
  };
}
