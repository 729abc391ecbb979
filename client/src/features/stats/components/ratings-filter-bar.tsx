import { LEVEL_FILTERS } from '@contract/constants';
import {
  STAT_SORTS,
  STAT_SORT_LABELS,
  STAT_TYPES,
  STAT_TYPE_LABELS,
  STATS_MIN_STARTS_PER_START,
  type StatSort,
  type StatType,
} from '@contract/stats-options';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useCompetitionYears } from '@/api/get-competition-years';
import { cn } from '@/lib/cn';
import { ranksPerStart, type Level, type RatingsFilters } from '../lib/ratings-filters';

const ALL_YEARS = 'all';

function FilterSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels?: Record<T, string>;
  onChange: (value: T) => void;
}) {
  // The options mount once the trigger is touched: a closed Radix Select otherwise renders every
  // option off screen and re-renders three times after the page appears (four filters here).
  const [ready, setReady] = useState(false);
  const prepare = () => setReady(true);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select
        value={props.value}
        onValueChange={(value) =>
          props.onChange(props.options.find((o) => o === value) ?? props.value)
        }
      >
        <SelectTrigger
          id={props.id}
          onPointerDown={prepare}
          onFocus={prepare}
          onPointerEnter={prepare}
        >
          <SelectValue>{props.labels?.[props.value] ?? props.value}</SelectValue>
        </SelectTrigger>
        {ready && (
          <SelectContent>
            {props.options.map((option) => (
              <SelectItem key={option} value={option}>
                {props.labels?.[option] ?? option}
              </SelectItem>
            ))}
          </SelectContent>
        )}
      </Select>
    </div>
  );
}

/** What the filters show, in one line: the phone's Filters button says it. */
function summaryOf(filters: RatingsFilters): string {
  return [
    filters.year ?? 'All years',
    STAT_TYPE_LABELS[filters.statType],
    STAT_SORT_LABELS[filters.sortBy],
    filters.level,
  ].join(' · ');
}

/**
 * Year (only the years with results), statistic, order and level. On a phone they sit behind
 * one Filters button that names the current choice; from tablets up they are always shown.
 */
export function RatingsFilterBar({
  filters,
  onChange,
}: {
  filters: RatingsFilters;
  onChange: (change: Partial<RatingsFilters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const years = useCompetitionYears('past');
  const yearOptions = [ALL_YEARS, ...(years.data ?? []).map(String)];
  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        className="w-full justify-start sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SlidersHorizontal aria-hidden />
        <span className="font-semibold">Filters</span>
        <span className="min-w-0 truncate font-normal text-muted-foreground">
          {summaryOf(filters)}
        </span>
      </Button>
      <div
        id={panelId}
        className={cn('gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4', open ? 'grid' : 'hidden')}
      >
        <FilterSelect
          id="stats-year"
          label="Year"
          value={filters.year === undefined ? ALL_YEARS : String(filters.year)}
          options={yearOptions}
          labels={Object.fromEntries(
            yearOptions.map((y) => [y, y === ALL_YEARS ? 'All Years' : y]),
          )}
          onChange={(value) => onChange({ year: value === ALL_YEARS ? undefined : Number(value) })}
        />
        <FilterSelect<StatType>
          id="stats-view"
          label="Statistics"
          value={filters.statType}
          options={STAT_TYPES}
          labels={STAT_TYPE_LABELS}
          onChange={(statType) => onChange({ statType })}
        />
        <FilterSelect<StatSort>
          id="stats-sort"
          label="Sort by"
          value={filters.sortBy}
          options={STAT_SORTS}
          labels={STAT_SORT_LABELS}
          onChange={(sortBy) => onChange({ sortBy })}
        />
        <FilterSelect<Level>
          id="stats-level"
          label="Level"
          value={filters.level}
          options={LEVEL_FILTERS}
          onChange={(level) => onChange({ level })}
        />
      </div>
      {ranksPerStart(filters) && (
        <p className="text-sm text-muted-foreground" data-testid="min-starts-note">
          Ranked per start: only horses and riders with at least {STATS_MIN_STARTS_PER_START} starts
          are listed.
        </p>
      )}
    </div>
  );
}
