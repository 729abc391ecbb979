import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompetitionEntry } from '@contract/competitions';
import { buildEntry } from '@/test/factories';
import { CompetitorCard } from './competitor-card';

/** Anna Holt's card, with or without form figures. */
const entry = (form: { ra6?: number; expPts?: number }): CompetitionEntry =>
  buildEntry({
    athlete: { name: 'Anna Holt', nationality: 'GBR' },
    horse: { name: 'Silver Arrow', yob: 2014, gender: 'Gelding' },
    price: 2.4,
    startOrder: 3,
    ra6: form.ra6 ?? null,
    expPts: form.expPts ?? null,
  });

const card = (value: CompetitionEntry) => (
  <MemoryRouter>
    <CompetitorCard
      entry={value}
      state="select"
      selectedShare={undefined}
      locked={false}
      onSelect={() => undefined}
      onRemove={() => undefined}
    />
  </MemoryRouter>
);

afterEach(cleanup);

describe('form on a team-selection card', () => {
  it('shows the expected points with the form figures', () => {
    render(card(entry({ ra6: 25, expPts: 80.9 })));
    expect(screen.getByText('Exp. 80.9 pts')).toBeTruthy();
    expect(screen.getByText('25.0')).toBeTruthy();
  });

  it("links to the combination's history in this competition", () => {
    render(card({ ...entry({}), athleteId: 11, horseId: 22, competitionId: 7 }));
    const link = screen.getByRole('link', { name: 'History of Anna Holt with Silver Arrow' });
    expect(link.getAttribute('href')).toBe('/competitor/11/22/7');
  });

  it('says "No form" when the combination has no runs, never 0', () => {
    render(card(entry({})));
    expect(screen.getByText('No form')).toBeTruthy();
    expect(screen.queryByText('0.0')).toBeNull();
  });
});
