import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_SEARCH_LIMIT } from '@contract/admin-data';
import { ListStates } from './list-states';

const answered = (count: number) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  data: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Rider ${i + 1}` })),
  refetch: () => undefined,
});

function renderList(count: number) {
  render(
    <ListStates query={answered(count)} label="athletes" empty="No athletes found">
      {(rows) => (
        <ul aria-label="Athletes">
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );
}

describe('the Data tab list states', () => {
  afterEach(cleanup);

  it('says a list holding the search limit may be cut short', () => {
    expect(DATA_SEARCH_LIMIT).toBe(100);
    renderList(DATA_SEARCH_LIMIT);
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('Showing the first 100. Search to narrow the list.')).toBeTruthy();
  });

  it('says nothing more under a shorter list or an empty one', () => {
    renderList(DATA_SEARCH_LIMIT - 1);
    expect(screen.getAllByRole('listitem')).toHaveLength(99);
    expect(screen.queryByText(/Showing the first/)).toBeNull();
    cleanup();
    renderList(0);
    expect(screen.getByText('No athletes found')).toBeTruthy();
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });
});
