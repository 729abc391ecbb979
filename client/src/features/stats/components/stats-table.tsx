import type { StatSort, StatType } from '@contract/stats';
import { STAT_TYPE_LABELS } from '@contract/stats-options';
import type { ReactNode } from 'react';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';
import { perStart, startsFor, statValue, statsRanks, type StatsRow } from '../lib/stats-values';

type Row = StatsRow;

/** Which column's header says the rows are ordered by it, highest first. */
const sortedColumn: Record<StatSort, 'starts' | 'stat' | 'perStart'> = {
  points: 'stat',
  starts: 'starts',
  avg: 'perStart',
};

export function nameCell(row: Row): ReactNode {
  if ('nationality' in row) {
    return (
      <span className="flex items-center gap-2">
        <Flag code={row.nationality} size="sm" />
        <span className="font-medium">{row.name}</span>
      </span>
    );
  }
  return (
    <span>
      <span className="block font-medium">{row.name}</span>
      <span className="block text-xs text-muted-foreground">
        {[row.yob, row.gender].filter((part) => part !== null).join(' · ')}
      </span>
    </span>
  );
}

/**
 * A ranking table for horses or riders under the chosen statistic, ranked by the value it is
 * sorted by: rows that tie share a rank (1, 2, 3, 3, 5), as the leaderboards do.
 */
export function StatsTable({
  rows,
  statType,
  sortBy,
  label,
}: {
  rows: readonly Row[];
  statType: StatType;
  sortBy: StatSort;
  label: string;
}) {
  const ranks = statsRanks(rows, statType, sortBy);
  const numeric = 'px-2 py-2.5 text-right tabular-nums';
  const sort = (column: 'starts' | 'stat' | 'perStart') =>
    sortedColumn[sortBy] === column ? ('descending' as const) : undefined;
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface shadow-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left">
              #
            </th>
            <th scope="col" className="px-2 py-2.5 text-left">
              Name
            </th>
            <th scope="col" className={numeric} aria-sort={sort('starts')}>
              Starts
            </th>
            <th scope="col" className={numeric} aria-sort={sort('stat')}>
              {STAT_TYPE_LABELS[statType]}
            </th>
            <th
              scope="col"
              className={cn(numeric, 'hidden sm:table-cell')}
              aria-sort={sort('perStart')}
            >
              Per Start
            </th>
            <th scope="col" className={cn(numeric, 'hidden md:table-cell')}>
              Avg Price
            </th>
            <th scope="col" className={cn(numeric, 'hidden md:table-cell pr-3')}>
              <abbr title="Points per Million per Start">PPM</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} className="border-t border-border" data-testid="stats-row">
              <td className="px-3 py-2.5 font-semibold tabular-nums" data-testid="stats-rank">
                {ranks[index] ?? index + 1}
              </td>
              <td className="px-2 py-2.5">{nameCell(row)}</td>
              <td className={numeric}>{startsFor(row, statType)}</td>
              <td className={cn(numeric, 'font-semibold')}>{statValue(row, statType)}</td>
              <td className={cn(numeric, 'hidden sm:table-cell')}>{perStart(row, statType)}</td>
              <td className={cn(numeric, 'hidden md:table-cell')}>{row.avg_price.toFixed(2)}m</td>
              <td className={cn(numeric, 'hidden md:table-cell pr-3')}>{row.ppm.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
