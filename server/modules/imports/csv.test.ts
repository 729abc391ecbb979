import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../contract/imports';
import { neutraliseCell, parseCsv, restoreCell, startsLikeFormula } from './csv';

describe('parseCsv line numbers', () => {
  it('numbers rows as a spreadsheet does: the header is line 1', () => {
    const table = parseCsv('name,nationality\nAnn,GBR\nBea,IRL\n', 100);
    expect(table.rows.map((row) => [row.rowIndex, row.data.name])).toEqual([
      [2, 'Ann'],
      [3, 'Bea'],
    ]);
  });

  it('counts blank lines and empty rows but does not return them', () => {
    const table = parseCsv('\r\nname,nationality\r\n\r\nAnn,GBR\r\n,\r\n  \r\nBea,IRL', 100);
    expect(table.columns).toEqual(['name', 'nationality']);
    expect(table.rows.map((row) => [row.rowIndex, row.data.name])).toEqual([
      [4, 'Ann'],
      [7, 'Bea'],
    ]);
  });

  it('keeps a quoted cell that spans lines on one spreadsheet line', () => {
    const table = parseCsv('name,note\n"Ann","two\nlines"\nBea,x\n', 100);
    expect(table.rows.map((row) => [row.rowIndex, row.data.name])).toEqual([
      [2, 'Ann'],
      [3, 'Bea'],
    ]);
  });

  it("reads columns named like an object's own properties as columns", () => {
    const table = parseCsv('entry_id,__proto__,constructor\n652, 1 ,2\n', 100);
    const [row] = table.rows;
    expect(table.columns).toEqual(['entry_id', '__proto__', 'constructor']);
    expect(Object.entries(row?.data ?? {})).toEqual([
      ['entry_id', '652'],
      ['__proto__', '1'],
      ['constructor', '2'],
    ]);
    expect(row?.raw.__proto__).toBe(' 1 ');
  });

  it('gives each cell trimmed and as written', () => {
    const [row] = parseCsv('name,nationality\n"\t=cmd ", gbr\n', 100).rows;
    expect(row?.data).toEqual({ name: '=cmd', nationality: 'gbr' });
    expect(row?.raw).toEqual({ name: '\t=cmd ', nationality: ' gbr' });
  });
});

describe('formula cells', () => {
  it('recognises the characters spreadsheets start formulas with', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(startsLikeFormula(value)).toBe(true);
    }
    for (const value of ['Ann', ' =x', "O'Brien", '']) expect(startsLikeFormula(value)).toBe(false);
  });

  it('neutralises them on download and restores them on upload', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(restoreCell(neutraliseCell('-1.5'))).toBe('-1.5');
    expect(neutraliseCell('Ann')).toBe('Ann');
  });
});

describe('separators and decimal commas', () => {
  it('finds the semicolon and reads decimal commas as numbers, names left as written', () => {
    const table = parseCsv('rider;dr_score;horse\nAnn;31,1;Horse 2,5\nBea;28;X\n', 100);
    expect(table.delimiter).toBe(';');
    expect(table.rows.map((row) => [row.data.dr_score, row.data.horse])).toEqual([
      ['31.1', 'Horse 2,5'],
      ['28', 'X'],
    ]);
  });

  it('keeps commas in a comma-separated file as they are', () => {
    const [row] = parseCsv('rider,note\nAnn,"2,5"\n', 100).rows;
    expect(row?.data.note).toBe('2,5');
  });

  it("follows Excel's sep= line and reads tabs", () => {
    const sep = parseCsv('sep=;\r\nrider;score\r\nAnn;4,8\r\n', 100);
    expect(sep.rows[0]?.data).toEqual({ rider: 'Ann', score: '4.8' });
    expect(sep.rows[0]?.rowIndex).toBe(2);
    const tabs = parseCsv('rider\tscore\nAnn\t0,4\n', 100);
    expect(tabs.rows[0]?.data).toEqual({ rider: 'Ann', score: '0.4' });
  });

  it('reads other names of a column when the file lacks its own', () => {
    const table = parseCsv('No,rider\n12,Ann\n', 100, { aliases: { no: 'bridle_number' } });
    expect(table.columns).toEqual(['bridle_number', 'rider']);
    expect(table.rows[0]?.data.bridle_number).toBe('12');
  });
});

describe('quotes', () => {
  const refusal = (line: number) => IMPORT_MESSAGES.unclosedQuote(line);

  it('refuses a quote that never closes, naming the line it opens on', () => {
    const text =
      'name,birth_date,nationality\n"Quote Start,01/01/1990,GBR\nSecond Person,02/02/1992,FRA\nThird Person,03/03/1993,IRL\n';
    expect(() => parseCsv(text, 100)).toThrow(refusal(2));
  });

  it('counts blank lines, an earlier cell spanning lines and a separator line before it', () => {
    const text = 'sep=;\r\nname;note\r\n\r\nAnn;"two\r\nlines"\r\nBea;"open\r\nCat;x\r\n';
    expect(() => parseCsv(text, 100)).toThrow(refusal(4));
  });

  it('refuses a closed quote followed by more of the cell when it swallows the next lines', () => {
    expect(() => parseCsv('name,nationality\n"Ann" B,GBR\nBea,IRL\n', 100)).toThrow(refusal(2));
    expect(() => parseCsv('name,nationality\nAnn,IRL\n"Bea" B,GBR\nCat,"FRA"\n', 100)).toThrow(
      refusal(3),
    );
  });

  it('reads a stray quote inside a cell as written, as a spreadsheet does', () => {
    const table = parseCsv(
      'name,nationality\nO"Brien,IRL\n"Ann ""Nan"" Lee",GBR\n"A "B" C",FRA\n',
      100,
    );
    expect(table.rows.map((row) => [row.rowIndex, row.data.name, row.data.nationality])).toEqual([
      [2, 'O"Brien', 'IRL'],
      [3, 'Ann "Nan" Lee', 'GBR'],
      [4, 'A "B" C', 'FRA'],
    ]);
  });
});
