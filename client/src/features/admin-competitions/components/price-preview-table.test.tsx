import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricedEntry } from '@contract/pricing';
import { PricePreviewTable } from './price-preview-table';

const entry = (overrides: Partial<PricedEntry>): PricedEntry => ({
  entryId: 1,
  athleteName: 'Ros Canter',
  horseName: 'Lordships Graffalo',
  runs: 6,
  ra6: 24.1,
  sj6: 0.8,
  xcj10: 0.4,
  tsp: 1.25,
  expPts: 71.3,
  xcFinish: 0.94,
  basis: 'combination',
  noForm: false,
  elo_in: 1712,
  hpr: 88.2,
  price: 5,
  current: 5,
  overridden: false,
  withdrawn: false,
  ...overrides,
});

function renderTable(rows: PricedEntry[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PricePreviewTable competitionId={7} rows={rows} onOverrideSaved={vi.fn()} />
    </QueryClientProvider>,
  );
  return screen.getByRole('table', { name: 'Price preview' });
}

describe('the price preview table', () => {
  afterEach(cleanup);

  it('is a table with column headers, the price beside its combination first', () => {
    const table = renderTable([entry({})]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Combination',
      'Exp',
      'Price',
      'Manual price',
      'Runs',
      'RA6',
      'SJ6',
      'XCJ',
      'TSP',
      'XC finish',
      'Elo',
      'HPR',
    ]);
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header.getAttribute('scope')).toBe('col');
    }
  });

  it('names each row by its combination, so every price is read with its name', () => {
    const table = renderTable([
      entry({}),
      entry({
        entryId: 2,
        athleteName: 'Dan Roe',
        horseName: 'Green Day',
        noForm: true,
        expPts: 40.2,
        price: 2.4,
        overridden: true,
        runs: 0,
        ra6: null,
        xcFinish: null,
      }),
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ros Canter · Lordships Graffalo',
      'Dan Roe · Green Day',
    ]);
    const [, second] = rows;
    if (!second) throw new Error('two rows');
    expect(within(second).getByRole('rowheader').getAttribute('scope')).toBe('row');
    expect(
      within(second)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['No form', '2.4(manual)']);
    expect(
      within(second).getByRole('button', { name: 'Clear manual price: Dan Roe · Green Day' }),
    ).toBeTruthy();
    const first = rows[0];
    if (!first) throw new Error('two rows');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['71.3', '5.0', 'Set', '6', '24.1', '0.8', '0.40', '1.25', '94%', '1712', '88.2']);
    expect(
      within(first).getByLabelText('Manual price: Ros Canter · Lordships Graffalo'),
    ).toBeTruthy();
  });

  it('shows what an entry costs now when Apply prices would change it', () => {
    const table = renderTable([
      entry({ price: 1.8, current: 2.2 }),
      entry({ entryId: 2, athleteName: 'Tom Bird', price: 3.1, current: 3.1 }),
    ]);
    const changed = within(table).getByRole('row', { name: /Ros Canter/ });
    expect(within(changed).getAllByRole('cell')[1]?.textContent).toBe('1.8now 2.2');
    const same = within(table).getByRole('row', { name: /Tom Bird/ });
    expect(within(same).getAllByRole('cell')[1]?.textContent).toBe('3.1');
  });

  it('says a withdrawn entry keeps its price', () => {
    const table = renderTable([
      entry({}),
      entry({ entryId: 2, athleteName: 'Tom Bird', withdrawn: true, price: 1.4 }),
    ]);
    const withdrawn = within(table).getByRole('row', { name: /Tom Bird/ });
    expect(withdrawn.textContent).toContain('1.4Withdrawn: kept');
    const other = within(table).getByRole('row', { name: /Ros Canter/ });
    expect(other.textContent).not.toContain('Withdrawn');
  });
});
