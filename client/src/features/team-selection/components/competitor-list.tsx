import { SearchX } from 'lucide-react';
import type { CompetitionEntry } from '@contract/competitions';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { CardState } from '../lib/card-state';
import type { BuilderView } from './builder-tools';
import { CompetitorCard } from './competitor-card';
import { CompetitorRow } from './competitor-row';

export interface CompetitorListProps {
  /** Entries of the competition, before the filters. */
  total: number;
  /** The entries to draw now, filtered and sorted. */
  shown: readonly CompetitionEntry[];
  filtered: boolean;
  view: BuilderView;
  stateOf: (entry: CompetitionEntry) => CardState;
  share: Readonly<Record<string, number>>;
  locked: boolean;
  onSelect: (entry: CompetitionEntry) => void;
  onRemove: (entry: CompetitionEntry) => void;
  onClearFilters: () => void;
}

/** The competitors as cards or as a compact list, or why there are none to show. */
export function CompetitorList({
  total,
  shown,
  filtered,
  view,
  stateOf,
  share,
  locked,
  onSelect,
  onRemove,
  onClearFilters,
}: CompetitorListProps) {
  if (total === 0) return <EmptyState title="No competitors available" />;
  if (shown.length === 0 && filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No competitors match"
        description="Try another name, nation or price, or clear the filters."
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  }
  if (view === 'list') {
    return (
      <ul
        className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-card"
        aria-label="Competitors"
      >
        {shown.map((entry) => (
          <CompetitorRow
            key={entry.id}
            entry={entry}
            state={stateOf(entry)}
            locked={locked}
            onSelect={onSelect}
            onRemove={onRemove}
          />
        ))}
      </ul>
    );
  }
  // One column of the grid's width on a phone, not of the cards' own: a card off screen keeps the
  // width it was last drawn at (render-when-visible), which would hold the page wide after it
  // narrows (a phone turned upright, a laptop zoomed in).
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {shown.map((entry) => (
        <CompetitorCard
          key={entry.id}
          entry={entry}
          state={stateOf(entry)}
          selectedShare={share[String(entry.id)]}
          locked={locked}
          onSelect={onSelect}
          onRemove={onRemove}
        />
      ))}
    </div>
  );
}
