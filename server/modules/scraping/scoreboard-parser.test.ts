import { describe, expect, it } from 'vitest';
import { readScoreboardFixture } from './scoreboard-fixture-server';
import {
  parseCrossCountryTimeCell,
  parsePlace,
  parsePlainCell,
  parseRider,
  parseShowJumpingCell,
} from './scoreboard-cells';
import { ScoreboardFormatError, parseScoreboard } from './scoreboard-parser';

const board = (file: string) => parseScoreboard(readScoreboardFixture(file));
const byRider = (file: string) => new Map(board(file).rows.map((row) => [row.rider, row]));

describe('scoreboard cells', () => {
  it('reads the documented formats in exact tenths', () => {
    expect(parsePlainCell('27.3', 'Dressage')).toEqual({ kind: 'penalties', tenths: 273 });
    expect(parsePlainCell('22.50', 'Dressage')).toEqual({ kind: 'penalties', tenths: 225 });
    expect(parseShowJumpingCell('0 + 0.4')).toEqual({
      kind: 'penalties',
      tenths: 4,
      jump: 0,
      time: 4,
    });
    expect(parseShowJumpingCell('4')).toEqual({ kind: 'penalties', tenths: 40 });
    expect(parseCrossCountryTimeCell('16 in 10.48')).toEqual({
      kind: 'penalties',
      tenths: 160,
      elapsed: '10.48',
    });
    expect(parsePlainCell('11', 'XCJ')).toEqual({ kind: 'penalties', tenths: 110 });
    expect(parsePlainCell('ELIM', 'XCJ')).toEqual({ kind: 'status', status: 'EL' });
    expect(parseShowJumpingCell('W/D')).toEqual({ kind: 'status', status: 'WD' });
    expect(parseShowJumpingCell('Sat 10:51')).toEqual({ kind: 'pending', startTime: 'Sat 10:51' });
    expect(parseShowJumpingCell('4 + 1.6')).toEqual({
      kind: 'penalties',
      tenths: 56,
      jump: 40,
      time: 16,
    });
    expect(parseCrossCountryTimeCell('0 in 6.40')).toEqual({
      kind: 'penalties',
      tenths: 0,
      elapsed: '6.40',
    });
    for (const status of ['EL', 'RET', 'WD', 'DSQ', 'NS']) {
      expect(parsePlainCell(status, 'XCJ')).toEqual({ kind: 'status', status });
      expect(parseShowJumpingCell(status)).toEqual({ kind: 'status', status });
      expect(parseCrossCountryTimeCell(status)).toEqual({ kind: 'status', status });
    }
    expect(parsePlainCell('Thu 09:24', 'Dressage')).toEqual({
      kind: 'pending',
      startTime: 'Thu 09:24',
    });
    expect(parsePlainCell('\u00a0', 'Dressage')).toEqual({ kind: 'pending', startTime: null });
    expect(parsePlace('1st')).toBe(1);
    expect(parsePlace('=3rd')).toBe(3);
    expect(parsePlace('')).toBeNull();
    expect(parseRider('Oliver Townend (GBR)')).toEqual({
      name: 'Oliver Townend',
      nationality: 'GBR',
    });
  });

  it('refuses cells it does not understand instead of guessing', () => {
    expect(() => parsePlainCell('27.35', 'Dressage')).toThrow(
      'Dressage "27.35" has more than one decimal',
    );
    expect(() => parsePlainCell('abc', 'Dressage')).toThrow('Dressage "abc" is not a number');
    expect(() => parseShowJumpingCell('4 + x')).toThrow('SJ time "x" is not a number');
    expect(() => parseCrossCountryTimeCell('16 in ten')).toThrow('XCT "16 in ten" is not a number');
    expect(() => parsePlace('first')).toThrow('Place "first" is not a placing');
  });
});

describe('recorded scoreboard pages', () => {
  it('reads a complete long-format class (XCT and XCJ before SJ)', () => {
    const result = board('long-format-complete.html');
    expect(result).toMatchObject({
      title: 'Burghley Horse Trials',
      className: 'CCI5*-L',
      format: 'long',
      problems: [],
    });
    expect(result.rows).toHaveLength(12);
    const rows = byRider('long-format-complete.html');
    expect(rows.get('Oliver Townend')).toEqual({
      rowNumber: 1,
      no: '7',
      rider: 'Oliver Townend',
      horse: 'Ballaghmor Class',
      owners: 'Karyn Shuter, Angela Hislop & Val Ryan',
      nationality: 'GBR',
      scored: true,
      verified: true,
      scores: {
        dressage: { penalties: 225 },
        crossCountry: { jump: 0, time: 0, elapsed: '10.02' },
        showJumping: { penalties: 0, jump: 0, time: 0 },
        total: 225,
        place: 2,
        nationality: 'GBR',
        source: 'scoreboard',
      },
    });
    expect(rows.get('Andrew Hoy')?.scores).toMatchObject({
      dressage: { penalties: 289 },
      crossCountry: { jump: 200, time: 160, elapsed: '10.48' },
      showJumping: { penalties: 80, jump: 80, time: 0 },
      total: 729,
      place: 9,
    });
    expect(rows.get('Michael Jung')?.scores).toMatchObject({
      showJumping: { penalties: 4, jump: 0, time: 4 },
      total: 214,
      place: 1,
    });
    expect(rows.get('Jonelle Price')?.scores).toMatchObject({
      dressage: { penalties: 275 },
      crossCountry: { status: 'RET' },
      total: null,
    });
    expect(rows.get('Jonelle Price')?.scores.showJumping).toBeUndefined();
    expect(rows.get('Ludwig Svennerstål')?.scores.crossCountry).toEqual({ status: 'EL' });
    expect(rows.get('Yasmin Ingham')?.scores).toMatchObject({
      showJumping: { status: 'WD' },
      crossCountry: { jump: 0, time: 4 },
    });
    expect(rows.get('Gemma Stevens')?.scores.crossCountry).toEqual({
      jump: 110,
      time: 112,
      elapsed: '10.30',
    });
  });

  it('reads a short-format class (SJ before XCT and XCJ)', () => {
    const result = board('short-format.html');
    expect(result).toMatchObject({ className: 'CCI4*-S Section A', format: 'short', problems: [] });
    expect(result.rows.map((row) => row.rider)).toEqual([
      'Kitty King',
      'Austin O’Connor',
      'Nicolas Touzaint',
      'Boyd Martin',
      'Harry Meade',
      'Tim Lips',
      'Karin Donckers',
      'Piggy March',
      'Zara Tindall',
    ]);
    const rows = byRider('short-format.html');
    expect(rows.get('Nicolas Touzaint')?.scores).toMatchObject({
      dressage: { penalties: 236 },
      showJumping: { penalties: 8, jump: 0, time: 8 },
      crossCountry: { jump: 0, time: 76, elapsed: '6.19' },
      total: 320,
    });
    expect(rows.get('Karin Donckers')?.scores).toMatchObject({
      showJumping: { status: 'EL' },
      total: null,
    });
    expect(rows.get('Karin Donckers')?.scores.crossCountry).toBeUndefined();
    expect(rows.get('Tim Lips')?.nationality).toBe('NED');
  });

  it('reads a class mid-competition: start times, unscored rows, EL, RET and WD', () => {
    const result = board('mid-competition.html');
    expect(result.problems).toEqual([]);
    const rows = byRider('mid-competition.html');
    expect(rows.get('William Fox-Pitt')).toMatchObject({
      scored: false,
      verified: false,
      scores: { startTime: 'Thu 09:24' },
    });
    expect(rows.get('William Fox-Pitt')?.scores.dressage).toBeUndefined();
    expect(rows.get('Felix Vogg')?.scores.startTime).toBe('Thu 09:31');
    expect(rows.get('Bubby Upton')).toMatchObject({
      scored: true,
      verified: false,
      scores: { dressage: { penalties: 260 }, showJumping: { penalties: 0 }, total: 260 },
    });
    expect(rows.get('Bubby Upton')?.scores.crossCountry).toBeUndefined();
    expect(rows.get('Emily King')?.scores).toMatchObject({
      dressage: { penalties: 251 },
      total: 251,
    });
    expect(rows.get('Emily King')?.scores.showJumping).toBeUndefined();
    expect(rows.get('Kazuma Tomoto')?.scores.showJumping).toEqual({ status: 'EL' });
    expect(rows.get('Kevin McNab')?.scores.dressage).toEqual({ status: 'WD' });
    expect(rows.get('Izzy Taylor')?.scores.crossCountry).toEqual({ status: 'RET' });
  });

  it('finds moved columns by their header text and reads the same rows', () => {
    const moved = board('columns-moved.html');
    const original = board('short-format.html');
    expect(moved.problems).toEqual([
      {
        rowNumber: null,
        message:
          'The scoreboard has a column we do not recognise ("Club"): its cells are not read.',
      },
    ]);
    expect(moved.rows).toEqual(original.rows);
  });
});

describe('boards whose rows carry no class attribute', () => {
  it('reads show-jumping day: start times in SJ, compound SJ, EL with no total, WD, integer totals', () => {
    const result = board('classless-sj-day.html');
    expect(result).toMatchObject({
      className: 'CCI4*-S 8/9YO Section A',
      format: 'short',
      problems: [],
      rowsScored: 7,
    });
    expect(result.rows).toHaveLength(8);
    const rows = byRider('classless-sj-day.html');
    expect(rows.get('Astier Nicolas')).toMatchObject({
      no: '212',
      horse: 'HITCHQOTE DU COUDRAY',
      owners: 'Pascale Boutet',
      nationality: 'FRA',
      scored: true,
      verified: false,
      scores: { dressage: { penalties: 235 }, startTime: 'Sat 10:51', total: 235, place: 1 },
    });
    expect(rows.get('Astier Nicolas')?.scores.showJumping).toBeUndefined();
    expect(rows.get('Isabel English')?.scores).toMatchObject({
      showJumping: { penalties: 4, jump: 0, time: 4 },
      total: 306,
    });
    expect(rows.get('Sammi Birch')?.scores).toMatchObject({
      showJumping: { penalties: 56, jump: 40, time: 16 },
      total: 400,
    });
    expect(rows.get('Lara de Liedekerke-Meier')?.scores.showJumping).toEqual({ penalties: 80 });
    expect(rows.get('Clarke Johnstone')?.scores).toMatchObject({
      dressage: { penalties: 300 },
      showJumping: { penalties: 0 },
      total: 300,
    });
    expect(rows.get('Max Warburton')?.scores).toMatchObject({
      dressage: { penalties: 361 },
      showJumping: { status: 'EL' },
      total: null,
    });
    expect(rows.get('India Wishart')).toMatchObject({
      scored: true,
      scores: { dressage: { status: 'WD' } },
    });
    expect(rows.get('Padraig Mccarthy')).toMatchObject({
      scored: false,
      scores: { startTime: 'Fri 16:07', total: null },
    });
    expect(rows.get('Padraig Mccarthy')?.scores.dressage).toBeUndefined();
  });

  it('reads a finished class: XCT with the time taken and status codes in phase cells', () => {
    const result = board('classless-complete.html');
    expect(result).toMatchObject({ problems: [], rowsScored: 7 });
    const rows = byRider('classless-complete.html');
    expect(rows.get('Tom McEwen')?.scores).toMatchObject({
      dressage: { penalties: 272 },
      showJumping: { penalties: 0 },
      crossCountry: { jump: 0, time: 0, elapsed: '6.40' },
      total: 272,
      place: 1,
      nationality: 'GBR',
    });
    expect(rows.get('Kirsty Chabert')?.scores).toMatchObject({
      showJumping: { penalties: 44, jump: 40, time: 4 },
      crossCountry: { jump: 0, time: 28, elapsed: '6.47' },
      total: 380,
    });
    expect(rows.get('Gemma Stevens')?.scores.crossCountry).toEqual({ status: 'RET' });
    expect(rows.get('Harry Meade')?.scores.crossCountry).toEqual({ status: 'EL' });
    expect(rows.get('Emily King')?.scores.showJumping).toEqual({ status: 'WD' });
    expect(rows.get('Yasmin Ingham')?.scores.crossCountry).toEqual({ status: 'DSQ' });
  });

  it('reads a long-format class on cross-country day, XCT holding start times', () => {
    const result = board('classless-long.html');
    expect(result).toMatchObject({ format: 'long', problems: [], rowsScored: 5 });
    const rows = byRider('classless-long.html');
    expect(rows.get('Alexandre D’Orso')?.scores).toMatchObject({
      crossCountry: { jump: 110, time: 44, elapsed: '10.11' },
      total: 484,
    });
    expect(rows.get('Tom McEwen')?.scores).toMatchObject({
      dressage: { penalties: 265 },
      startTime: 'Sat 15:38',
      total: 265,
    });
    expect(rows.get('Tom McEwen')?.scores.crossCountry).toBeUndefined();
    expect(rows.get('Alicia Wilkinson')?.scores.crossCountry).toEqual({ status: 'RET' });
    expect(rows.get('Alexander Bragg')).toMatchObject({
      scored: false,
      scores: { startTime: 'Fri 16:07' },
    });
  });

  it('reads the names of a class before its first test, with no scores', () => {
    const result = board('classless-not-started.html');
    expect(result).toMatchObject({ problems: [], rowsScored: 0 });
    expect(result.rows.map((row) => [row.rider, row.horse, row.scores.startTime])).toEqual([
      ['Clarke Johnstone', 'COOLEY STIRLING', 'Thu 10:25'],
      ['Laura Collett', 'ROMANY CRICKET', 'Thu 10:32'],
      ['Bubby Upton', 'AUCKLAND 7', 'Thu 10:39'],
    ]);
  });

  it('reads the results table the gateway sends inside its JSON', () => {
    const answer = JSON.parse(readScoreboardFixture('gateway-section-results.json')) as {
      html: string;
    };
    const fromGateway = parseScoreboard(answer.html);
    expect(fromGateway.rows).toEqual(board('classless-sj-day.html').rows);
  });

  it('names a header it does not recognise, and reads a header given only as a field name', () => {
    const page = readScoreboardFixture('classless-sj-day.html');
    const result = parseScoreboard(
      page
        .replace('<th>SJ</th>', '<th data-fieldname="SJ"></th>')
        .replace('<th>M %</th>', '<th>Judge M</th>'),
    );
    expect(result.problems).toEqual([
      {
        rowNumber: null,
        message:
          'The scoreboard has a column we do not recognise ("Judge M"): its cells are not read.',
      },
    ]);
    expect(result.rowsScored).toBe(7);
  });
});

describe('a changed page gives a clear error, never wrong scores', () => {
  const page = readScoreboardFixture('short-format.html');

  it('refuses a page whose Dressage column is gone', () => {
    expect(() => parseScoreboard(page.replace('>Dressage<', '>DR Pens<'))).toThrow(
      new ScoreboardFormatError('The scoreboard page has changed: missing column Dressage.'),
    );
  });

  it('refuses a page without a results table', () => {
    expect(() => parseScoreboard('<html><body><p>Results coming soon</p></body></html>')).toThrow(
      'The scoreboard page has no results table with Rider and Horse columns: the page layout may have changed.',
    );
  });

  it('refuses a page that arrived cut short inside its results table, whose rows read cleanly', () => {
    const cut = page.slice(0, page.indexOf('</tr>', Math.floor(page.length / 2)) + 5);
    expect(cut).not.toMatch(/<\/table>/);
    expect(() => parseScoreboard(cut)).toThrow(
      new ScoreboardFormatError(
        'The scoreboard page arrived cut short (its results table does not end): nothing was written, the next scrape reads it again.',
      ),
    );
    // A page whose end is lost after the table is complete is read.
    expect(parseScoreboard(page.slice(0, page.lastIndexOf('</table>') + 8)).rows.length).toBe(
      parseScoreboard(page).rows.length,
    );
  });

  it('puts a status printed only in Total on the first phase the row has not published', () => {
    const header = (phases: string) =>
      `<table><tr><th>Rider</th><th>Horse</th><th>Dressage</th>${phases}<th>Total</th></tr>`;
    const short = parseScoreboard(
      `${header('<th>SJ</th><th>XCT</th><th>XCJ</th>')}
      <tr><td>Ann Able (GBR)</td><td>Apple</td><td>27.3</td><td></td><td></td><td></td><td>WD</td></tr>
      <tr><td>Bob Baker (GBR)</td><td>Biscuit</td><td>24.0</td><td>4 + 0</td><td></td><td></td><td>RET</td></tr>
      <tr><td>Cat Cole (IRL)</td><td>Cherry</td><td>Thu 09:24</td><td></td><td></td><td></td><td>W/D</td></tr>
      <tr><td>Dan Dale (IRL)</td><td>Damson</td><td>30.0</td><td>EL</td><td></td><td></td><td>EL</td></tr></table>`,
    );
    expect(short.problems).toEqual([]);
    expect(short.rows.map((row) => [row.rider, row.scored, row.scores])).toEqual([
      [
        'Ann Able',
        true,
        expect.objectContaining({ dressage: { penalties: 273 }, showJumping: { status: 'WD' } }),
      ],
      [
        'Bob Baker',
        true,
        expect.objectContaining({
          showJumping: { penalties: 40, jump: 40, time: 0 },
          crossCountry: { status: 'RET' },
        }),
      ],
      ['Cat Cole', true, expect.objectContaining({ dressage: { status: 'WD' } })],
      ['Dan Dale', true, expect.objectContaining({ showJumping: { status: 'EL' } })],
    ]);
    expect(short.rows[0]?.scores.crossCountry).toBeUndefined();
    const long = parseScoreboard(
      `${header('<th>XCT</th><th>XCJ</th><th>SJ</th>')}
      <tr><td>Ann Able (GBR)</td><td>Apple</td><td>27.3</td><td></td><td></td><td></td><td>WD</td></tr></table>`,
    );
    expect(long.rows[0]?.scores).toMatchObject({ crossCountry: { status: 'WD' } });
    expect(long.rows[0]?.scores.showJumping).toBeUndefined();
  });

  it('refuses a page with two columns of the same name', () => {
    expect(() => parseScoreboard(page.replace('>Total<', '>SJ<'))).toThrow(
      'The scoreboard page has changed: the column SJ appears twice.',
    );
  });

  it('refuses a page whose headers and cells no longer line up', () => {
    // Headers swapped without their cells: totals no longer add up on most rows.
    const swapped = page
      .replace('>SJ</th>', '>TMP</th>')
      .replace('>XCJ</th>', '>SJ</th>')
      .replace('>TMP</th>', '>XCJ</th>');
    expect(() => parseScoreboard(swapped)).toThrow(
      /Most rows of the scoreboard could not be read .*: the page layout may have changed\./,
    );
  });

  it('leaves out a single row whose total does not add up, and says which', () => {
    const wrong = page.replace('<td class="total">24.0</td>', '<td class="total">25.0</td>');
    const result = parseScoreboard(wrong);
    expect(result.rows.map((row) => row.rider)).not.toContain('Piggy March');
    expect(result.problems).toEqual([
      {
        rowNumber: 8,
        message: 'Row 8 (Piggy March (GBR)): Total 25.0 is not the sum of the phases (24.0).',
      },
    ]);
  });
});

describe('a board with every status code', () => {
  it('maps E, ELIM, RF, R, MR, TE, W and W/D to the app statuses, row by row', () => {
    const result = board('status-codes.html');
    expect(result).toMatchObject({ format: 'long', problems: [] });
    const rows = byRider('status-codes.html');
    expect(rows.get('Ryan Wood')?.scores).toMatchObject({
      dressage: { penalties: 254 },
      crossCountry: { jump: 0, time: 88 },
      showJumping: { penalties: 40 },
      total: 382,
      place: 1,
    });
    const status = (rider: string) => {
      const scores = rows.get(rider)?.scores;
      return [scores?.dressage, scores?.crossCountry, scores?.showJumping].map((phase) =>
        phase && 'status' in phase ? phase.status : null,
      );
    };
    expect(status('Marilyn Little')).toEqual([null, 'EL', null]);
    expect(status('Courtney Cooper')).toEqual([null, 'EL', null]);
    expect(status('Lillian Heard')).toEqual([null, 'EL', null]);
    expect(status('Aoife Brennan')).toEqual([null, 'RET', null]);
    expect(status('Harriet Oakes')).toEqual([null, 'RET', null]);
    expect(status('Mere Tane')).toEqual([null, null, 'EL']);
    expect(status('Luc Gagnon')).toEqual(['WD', null, null]);
    expect(status('Tess Whitfield')).toEqual([null, 'WD', null]);
  });

  it('reads a line break in the horse cell as the end of the name, never gluing the next word on', () => {
    const rows = byRider('status-codes.html');
    expect(rows.get('Aoife Brennan')).toMatchObject({
      horse: 'CONNEMARA MIST',
      nationality: 'IRL',
    });
    expect(rows.get('Ryan Wood')?.horse).toBe('POWELL');
  });

  it('refuses a row whose penalties are out of bounds, naming the cell and the bound', () => {
    const html = readScoreboardFixture('status-codes.html').replace('8.8 in 6.14', '999 in 6.14');
    const result = parseScoreboard(html);
    expect(result.problems).toEqual([
      {
        rowNumber: 1,
        message:
          'Row 1 (Ryan Wood (USA)): XCT 999.0 is out of bounds: cross-country time penalties are 0.0 to 300.0.',
      },
    ]);
    expect(result.rows.some((row) => row.rider === 'Ryan Wood')).toBe(false);
  });
});
