import type { PricedEntry } from '@contract/pricing';
import { cn } from '@/lib/cn';
import { OverrideCell } from './price-override-cell';

const shown = (value: number | null, digits: number) =>
  value === null ? '–' : value.toFixed(digits);

/** The record behind each expected figure, after the price and the operator's control. */
const figures: Array<[string, (row: PricedEntry) => string]> = [
  ['Runs', (row) => String(row.runs)],
  ['RA6', (row) => shown(row.ra6, 1)],
  ['SJ6', (row) => shown(row.sj6, 1)],
  ['XCJ', (row) => shown(row.xcj10, 2)],
  ['TSP', (row) => shown(row.tsp, 2)],
  ['XC finish', (row) => (row.xcFinish === null ? '–' : `${Math.round(row.xcFinish * 100)}%`)],
  ['Elo', (row) => shown(row.elo_in, 0)],
  ['HPR', (row) => shown(row.hpr, 1)],
];

/** Every cell draws its own top rule: a sticky cell carries it along when the figures scroll. */
const cell = 'border-t border-border px-2 py-1.5';
/** The combination stays on the left while the columns scroll under it on a narrow screen. */
const pinned = 'sticky left-0 border-r bg-surface-raised';
const head = 'sticky top-0 z-10 bg-surface-raised text-xs font-medium text-muted-foreground';

/**
 * The priced field as a table, one row per combination (its row header): expected points, price
 * and the operator's price first, then the record they come from. The combination column is
 * pinned so a price is never shown without its name, whatever the width. A withdrawn entry is
 * left out of the field and keeps its price (docs/rules.md#prices).
 */
export function PricePreviewTable({
  competitionId,
  rows,
  onOverrideSaved,
}: {
  competitionId: number;
  rows: readonly PricedEntry[];
  onOverrideSaved: () => void;
}) {
  return (
    <div className="min-h-40 flex-1 overflow-auto overscroll-contain rounded-lg border border-border">
      <table
        className="w-full border-separate border-spacing-0 text-sm tabular-nums"
        aria-label="Price preview"
      >
        <thead>
          <tr>
            <th scope="col" className={cn(head, pinned, 'z-20 px-2 py-1.5 text-left')}>
              Combination
            </th>
            <th scope="col" className={cn(head, 'px-2 py-1.5 text-right')}>
              <abbr title="Expected points" className="no-underline">
                Exp
              </abbr>
            </th>
            <th scope="col" className={cn(head, 'px-2 py-1.5 text-right')}>
              Price
            </th>
            <th scope="col" className={cn(head, 'px-2 py-1.5 text-right whitespace-nowrap')}>
              Manual price
            </th>
            {figures.map(([label], index) => (
              <th
                key={label}
                scope="col"
                className={cn(
                  head,
                  'px-2 py-1.5 text-right whitespace-nowrap',
                  index === 0 && 'border-l border-border',
                )}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.entryId}>
              <th
                scope="row"
                className={cn(
                  cell,
                  pinned,
                  'max-w-36 min-w-32 text-left font-normal sm:max-w-none sm:min-w-0',
                )}
              >
                <span className="block font-medium sm:inline sm:whitespace-nowrap">
                  {row.athleteName}
                </span>
                <span className="sr-only text-muted-foreground sm:not-sr-only"> · </span>
                <span className="block text-xs text-muted-foreground sm:inline sm:text-sm sm:whitespace-nowrap">
                  {row.horseName}
                </span>
              </th>
              <td className={cn(cell, 'text-right whitespace-nowrap')}>
                {row.noForm ? (
                  <span className="text-muted-foreground">No form</span>
                ) : (
                  shown(row.expPts, 1)
                )}
              </td>
              <td className={cn(cell, 'text-right font-semibold whitespace-nowrap')}>
                {row.price.toFixed(1)}
                {row.withdrawn && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Withdrawn: kept
                  </span>
                )}
                {row.overridden && (
                  <span className="block text-xs font-normal text-muted-foreground sm:ml-1 sm:inline">
                    (manual)
                  </span>
                )}
                {!row.overridden && !row.withdrawn && row.current !== row.price && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    now {row.current.toFixed(1)}
                  </span>
                )}
              </td>
              <td className={cn(cell, 'text-right')}>
                <OverrideCell competitionId={competitionId} row={row} onSaved={onOverrideSaved} />
              </td>
              {figures.map(([label, value], index) => (
                <td
                  key={label}
                  className={cn(
                    cell,
                    'text-right whitespace-nowrap text-muted-foreground',
                    index === 0 && 'border-l',
                  )}
                >
                  {value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
