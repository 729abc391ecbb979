import { memo, type KeyboardEvent } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { CompetitionEntry } from '@contract/competitions';
import { Flag } from '@/components/ui/flag';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { UnsavedScores } from '../lib/score-save-queue';
import { dressageCell, phaseCell } from '../lib/scoring-entry';
import { entryWithTyped } from '../lib/unsaved-entry';

export const cell = 'h-5 px-1.5 leading-4 whitespace-nowrap max-sm:px-1';
export const num = cn(cell, 'text-right tabular-nums');

/** How the operator calls the entry: its bridle number, else its place in the start order. */
export function riderNumber(entry: CompetitionEntry): string {
  if (entry.bridleNumber !== null) return `No. ${entry.bridleNumber} `;
  return entry.startOrder === null ? '' : `Start ${entry.startOrder} `;
}

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

function SaveCell({
  unsaved,
  rider,
  onRetry,
}: {
  unsaved: UnsavedScores | undefined;
  rider: string;
  onRetry: (entryId: number) => void;
}) {
  if (!unsaved) return <td className={cell} />;
  if (unsaved.status === 'saving') {
    return (
      <td className={cell}>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Spinner size="sm" label={null} className="[&_svg]:size-3" />
          <span className="sr-only">Saving</span>
        </span>
      </td>
    );
  }
  return (
    <td className={cell}>
      <button
        type="button"
        // As short as the compact row (docs/decisions/110-target-size.md).
        className="inline-flex min-h-0 cursor-pointer items-center gap-1 font-semibold text-destructive-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        title={unsaved.error ?? undefined}
        aria-label={`Not saved: ${rider}. ${unsaved.error ?? ''} Retry`}
        onClick={(event) => {
          event.stopPropagation();
          onRetry(unsaved.entryId);
        }}
      >
        <AlertTriangle aria-hidden className="size-3" />
        <span className="hidden sm:inline">Not saved</span>
        <RotateCcw aria-hidden className="size-3" />
      </button>
    </td>
  );
}

/**
 * One row of the scoring table, drawn again only when its entry, its unsaved scores or its
 * selection change: a save or a poll redraws the rows it touched, not all of them.
 */
export const ScoringRow = memo(function ScoringRow({
  entry: stored,
  unsaved,
  selected,
  drAsPercentage,
  onSelect,
  onRetry,
}: {
  entry: CompetitionEntry;
  unsaved: UnsavedScores | undefined;
  selected: boolean;
  drAsPercentage: boolean;
  onSelect: (entry: CompetitionEntry) => void;
  onRetry: (entryId: number) => void;
}) {
  const entry = unsaved ? entryWithTyped(stored, unsaved.input) : stored;
  const failed = unsaved?.status === 'failed';
  return (
    <tr
      data-entry-id={entry.id}
      data-save={unsaved?.status}
      aria-selected={selected}
      className={cn(
        'cursor-pointer odd:bg-muted/40 hover:bg-primary-soft/60',
        unsaved && 'italic',
        failed && 'bg-destructive/10! not-italic',
        selected && 'bg-primary-soft! font-semibold',
      )}
      onClick={() => onSelect(stored)}
    >
      <td className={cn(num, 'font-semibold')} data-testid="bridle-number">
        {entry.bridleNumber ?? ''}
      </td>
      <td className={cn(num, 'text-muted-foreground')} data-testid="start-number">
        {entry.startOrder ?? ''}
      </td>
      <td className={num}>{unsaved ? '' : entry.positionLabel}</td>
      {/* On a phone the rider and the horse take a line each and wrap, so no name is cut off. */}
      <td className={cn(cell, 'w-full max-w-0 max-sm:py-0.5 max-sm:whitespace-normal')}>
        <button
          type="button"
          // As short as the compact row, which keeps 40 riders on a laptop screen; the search and
          // the arrow keys reach every rider too (docs/decisions/110-target-size.md).
          className="flex min-h-0 w-full min-w-0 cursor-pointer items-center gap-1.5 text-left focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`Score ${riderNumber(entry)}${entry.athlete.name} on ${entry.horse.name}`}
          onKeyDown={moveFocus}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(stored);
          }}
        >
          <Flag code={entry.athlete.nationality} size="sm" />
          <span className="min-w-0 wrap-anywhere sm:truncate">
            <span className="max-sm:block" data-testid="rider-name">
              {entry.athlete.name}
            </span>
            <span className="text-muted-foreground max-sm:hidden"> · </span>
            <span className="text-muted-foreground max-sm:block" data-testid="horse-name">
              {entry.horse.name}
            </span>
          </span>
        </button>
      </td>
      <td className={num}>{dressageCell(entry.dr_status, entry.dr_score, drAsPercentage)}</td>
      <td className={num}>{phaseCell(entry.sj_status, entry.sj_score)}</td>
      <td className={num}>{phaseCell(entry.xc_status, entry.xcj_score)}</td>
      <td className={num}>
        {entry.xc_status === null || entry.xc_status === 'OK'
          ? phaseCell(null, entry.xct_score)
          : ''}
      </td>
      <td
        className={cn(num, 'font-semibold')}
        title={unsaved ? undefined : `${entry.total_pts} points`}
        data-testid="scoring-total"
      >
        {entry.totalScoreDisplay}
      </td>
      <SaveCell unsaved={unsaved} rider={entry.athlete.name} onRetry={onRetry} />
    </tr>
  );
});
