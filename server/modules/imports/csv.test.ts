import { describe, expect, it } from 'vitest';
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
