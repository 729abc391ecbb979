import type { KeyboardEvent } from 'react';
import type { CompetitionEntry } from '@contract/competitions';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';
import { dressageCell, phaseCell } from '../lib/scoring-entry';

const head =
  'sticky top-0 z-10 h-6 bg-surface-raised px-1.5 text-left font-semibold shadow-[0_1px_0_var(--border)]';
const cell = 'h-5 px-1.5 leading-4 whitespace-nowrap';
const num = cn(cell, 'text-right tabular-nums');

/** Up and down arrows move between the rows' buttons, as in a list. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const row = event.currentTarget.closest('tr');
  const next = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
  const button = next?.querySelector('button');
  if (!button) return;
  event.preventDefault();
  button.focus();
}

/**
 * The compact entries table of the live scoring view: 40 rows fit on a laptop screen. Each row's
 * rider is a button: Enter (or a click) chooses the rider and puts the cursor in the score form.
 */
export function ScoringTable({
  entries,
  selectedId,
  onSelect,
  drAsPercentage,
}: {
  entries: readonly CompetitionEntry[];
  /** DR Display mode: dressage as the judges' percentage instead of penalties. */
  drAsPercentage: boolean;
  selectedId: number | null;
  onSelect: (entry: CompetitionEntry) => void;
}) {
  return (
    <table className="w-full border-separate border-spacing-0 text-xs" data-testid="scoring-table">
      <caption className="sr-only">Entries and scores</caption>
      <thead>
        <tr>
          <th scope="col" className={cn(head, 'w-10 text-right')}>
            <abbr title="Start number">No.</abbr>
          </th>
          <th scope="col" className={cn(head, 'w-10 text-right')}>
            Pos
          </th>
          <th scope="col" className={head}>
            Competitor
          </th>
          <th scope="col" className={cn(head, 'text-right')}>
            {drAsPercentage ? (
              <abbr title="Dressage percentage (100 − penalties)">DR %</abbr>
            ) : (
              'DR'
            )}
          </th>
          <th scope="col" className={cn(head, 'text-right')}>
            SJ
          </th>
          <th scope="col" className={cn(head, 'text-right')}>
            XCJ
          </th>
          <th scope="col" className={cn(head, 'text-right')}>
            XCT
          </th>
          <th scope="col" className={cn(head, 'text-right')}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const selected = entry.id === selectedId;
          return (
            <tr
              key={entry.id}
              data-entry-id={entry.id}
              aria-selected={selected}
              className={cn(
                'cursor-pointer odd:bg-muted/40 hover:bg-primary-soft/60',
                selected && 'bg-primary-soft! font-semibold',
              )}
              onClick={() => onSelect(entry)}
            >
              <td className={cn(num, 'text-muted-foreground')} data-testid="start-number">
                {entry.startOrder ?? ''}
              </td>
              <td className={num}>{entry.positionLabel}</td>
              <td className={cn(cell, 'max-w-0 w-full')}>
                <button
                  type="button"
                  className="flex w-full min-w-0 cursor-pointer items-center gap-1.5 text-left focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Score ${entry.startOrder === null ? '' : `No. ${entry.startOrder} `}${entry.athlete.name} on ${entry.horse.name}`}
                  onKeyDown={moveFocus}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(entry);
                  }}
                >
                  <Flag code={entry.athlete.nationality} size="sm" />
                  <span className="truncate">
                    {entry.athlete.name}
                    <span className="text-muted-foreground"> · {entry.horse.name}</span>
                  </span>
                </button>
              </td>
              <td className={num}>
                {dressageCell(entry.dr_status, entry.dr_score, drAsPercentage)}
              </td>
              <td className={num}>{phaseCell(entry.sj_status, entry.sj_score)}</td>
              <td className={num}>{phaseCell(entry.xc_status, entry.xcj_score)}</td>
              <td className={num}>
                {entry.xc_status === null || entry.xc_status === 'OK'
                  ? phaseCell(null, entry.xct_score)
                  : ''}
              </td>
              <td className={cn(num, 'font-semibold')} title={`${entry.total_pts} points`}>
                {entry.totalScoreDisplay}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
