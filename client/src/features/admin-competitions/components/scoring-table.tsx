import type { CompetitionEntry } from '@contract/competitions';
import { cn } from '@/lib/cn';
import type { UnsavedScores } from '../lib/score-save-queue';
import { ScoringRow } from './scoring-row';

const head =
  'sticky top-0 z-10 h-6 bg-surface-raised px-1.5 text-left font-semibold shadow-[0_1px_0_var(--border)] max-sm:px-1';

/**
 * The compact entries table of the live scoring view: 40 rows fit on a laptop screen. Each row's
 * rider is a button: Enter (or a click) chooses the rider and puts the cursor in the score form.
 * A row whose scores are not stored yet shows them as typed, with their save's state.
 */
export function ScoringTable({
  entries,
  unsaved,
  selectedId,
  onSelect,
  onRetry,
  drAsPercentage,
}: {
  entries: readonly CompetitionEntry[];
  unsaved: ReadonlyMap<number, UnsavedScores>;
  /** DR Display mode: dressage as the judges' percentage instead of penalties. */
  drAsPercentage: boolean;
  selectedId: number | null;
  onSelect: (entry: CompetitionEntry) => void;
  onRetry: (entryId: number) => void;
}) {
  return (
    <table className="w-full border-separate border-spacing-0 text-xs" data-testid="scoring-table">
      <caption className="sr-only">Entries and scores</caption>
      <thead>
        <tr>
          <th scope="col" className={cn(head, 'w-10 text-right max-sm:w-auto')}>
            <abbr title="Bridle number">No.</abbr>
          </th>
          <th scope="col" className={cn(head, 'w-10 text-right max-sm:w-auto')}>
            <abbr title="Start order">Ord.</abbr>
          </th>
          <th scope="col" className={cn(head, 'w-10 text-right max-sm:w-auto')}>
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
          <th scope="col" className={cn(head, 'w-8 sm:w-20')}>
            <span className="sr-only">Save</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <ScoringRow
            key={entry.id}
            entry={entry}
            unsaved={unsaved.get(entry.id)}
            selected={entry.id === selectedId}
            drAsPercentage={drAsPercentage}
            onSelect={onSelect}
            onRetry={onRetry}
          />
        ))}
      </tbody>
    </table>
  );
}
