import { LayoutGrid, List, Search, X } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { Flag } from '@/components/ui/flag';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  ALL_NATIONS,
  hasFilters,
  PRICE_BANDS,
  type EntryFilters,
  type PriceBand,
} from '../lib/filter-entries';
import { FilterSelect } from './filter-select';

export type BuilderView = 'cards' | 'list';

export interface BuilderToolsProps {
  filters: EntryFilters;
  onFiltersChange: (filters: EntryFilters) => void;
  nations: ReadonlyArray<{ code: string; count: number }>;
  view: BuilderView;
  onViewChange: (view: BuilderView) => void;
  shown: number;
  total: number;
}

/**
 * Finding a combination fast: search by rider or horse, a nation, a price band (or what still
 * fits the budget), and a compact list in place of the cards. Memoised: a pick does not render it.
 */
export const BuilderTools = memo(function BuilderTools({
  filters,
  onFiltersChange,
  nations,
  view,
  onViewChange,
  shown,
  total,
}: BuilderToolsProps) {
  const set = (change: Partial<EntryFilters>) => onFiltersChange({ ...filters, ...change });
  const band = PRICE_BANDS.find((option) => option.value === filters.band) ?? PRICE_BANDS[0];
  return (
    <div className="space-y-2" role="search" aria-label="Find competitors">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
        <label className="relative col-span-2 sm:col-span-1">
          <span className="sr-only">Search rider or horse</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <input
            type="search"
            value={filters.query}
            onChange={(event) => set({ query: event.target.value })}
            placeholder="Search rider or horse"
            autoComplete="off"
            enterKeyHint="search"
            className={cn(fieldClasses, 'h-10 pl-9')}
          />
        </label>
        <FilterSelect
          label="Nation"
          value={filters.nation}
          className="sm:w-40"
          display={
            filters.nation === ALL_NATIONS ? (
              'All nations'
            ) : (
              <span className="flex items-center gap-2">
                <Flag code={filters.nation} size="sm" /> {filters.nation}
              </span>
            )
          }
          options={() => [
            { value: ALL_NATIONS, label: 'All nations' },
            ...nations.map((nation) => ({
              value: nation.code,
              label: (
                <span className="flex items-center gap-2">
                  <Flag code={nation.code} size="sm" /> {nation.code}
                  <span className="text-muted-foreground tabular-nums">({nation.count})</span>
                </span>
              ),
            })),
          ]}
          onChange={(nation) => set({ nation })}
        />
        <FilterSelect
          label="Price"
          value={filters.band}
          className="sm:w-40"
          display={band.label}
          options={() =>
            PRICE_BANDS.map((option) => ({ value: option.value, label: option.label }))
          }
          onChange={(value) => set({ band: value as PriceBand })}
        />
        <div
          role="group"
          aria-label="Show competitors as"
          className="col-span-2 flex rounded-xl border border-input bg-surface p-0.5 sm:col-span-1"
        >
          {(
            [
              ['cards', 'Cards', LayoutGrid],
              ['list', 'List', List],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => onViewChange(value)}
              className={cn(
                'flex h-8 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium',
                view === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden /> {label}
            </button>
          ))}
        </div>
      </div>
      <div className="flex min-h-9 items-center gap-3 text-sm">
        <p role="status" className="text-muted-foreground tabular-nums" data-testid="shown-count">
          {shown === total ? `${total} competitors` : `${shown} of ${total} competitors`}
        </p>
        {hasFilters(filters) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onFiltersChange({ query: '', nation: ALL_NATIONS, band: 'all' })}
          >
            <X aria-hidden /> Clear filters
          </Button>
        )}
      </div>
    </div>
  );
});
