import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AdminCompetition } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToastPlacement } from '@/components/ui/toast-store';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useScoringEntries } from '../api/get-scoring-entries';
import { useScoreSaves } from '../api/score-saves';
import {
  findRider,
  nextInStartOrder,
  recordedValuesKey,
  sortEntries,
  type SortKey,
} from '../lib/scoring-entry';
import { withdrawal } from '../lib/withdrawal';
import { DeleteEntryDialog } from '@/components/shared/delete-entry-dialog';
import { EntryAdmin } from './entry-admin';
import { focusPhaseField, ScoreForm, type ScoreCommit, type ScoringPhase } from './score-form';
import { ScoreHistory } from './score-history';
import { ScoringTable } from './scoring-table';
import { ScoringToolbar } from './scoring-toolbar';

function TableSkeleton() {
  return (
    <div className="space-y-1 p-2" aria-busy="true" aria-label="Loading entries">
      {Array.from({ length: 16 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

/**
 * The live scoring view: a full-screen panel over the admin list. Scoring by keyboard: "/" finds
 * a rider by start number or name, Enter puts the cursor in the phase's first field, Enter stores
 * the scores in the background and moves on to the next rider in start order at once
 * (docs/decisions/029-keyboard-live-scoring.md, 044-score-saves-in-the-background.md).
 */
export function LiveScoringView({
  competition,
  onClose,
}: {
  competition: AdminCompetition;
  onClose: () => void;
}) {
  // On a phone the form's Save button sits at the bottom, where toasts would cover it.
  useToastPlacement('top-on-small-screens');
  const entries = useScoringEntries(competition.id);
  const { queue, unsaved } = useScoreSaves(competition.id);
  const [sort, setSort] = useState<SortKey>('position');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [selection, setSelection] = useState(0);
  /** After the last rider in start order: who it was and whether Enter saved them. */
  const [finished, setFinished] = useState<{ rider: string; saved: boolean } | null>(null);
  const [phase, setPhase] = useState<ScoringPhase>('dressage');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [entryOpen, setEntryOpen] = useState(false);
  const [deleting, setDeleting] = useState<CompetitionEntry | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const sorted = useMemo(() => sortEntries(entries.data ?? [], sort), [entries.data, sort]);
  const selected = entries.data?.find((entry) => entry.id === selectedId);
  const list = entries.data ?? [];

  /**
   * Chooses a rider and puts the cursor in the phase's first field before the next key is read:
   * the choice is drawn synchronously, so no keystroke lands in the previous rider's form. The
   * handlers are stable (the rows and the form are memoised) and see the latest render's state.
   */
  const chooseRider = useStableCallback((entryId: number) => {
    flushSync(() => {
      setSelectedId(entryId);
      setSelection((n) => n + 1);
      setFinished(null);
    });
    focusPhaseField(phase);
    document
      .querySelector(`[data-testid=scoring-table] tr[data-entry-id="${entryId}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  });
  const onSelect = useStableCallback((entry: CompetitionEntry) => chooseRider(entry.id));
  const onFind = useStableCallback((query: string) => {
    const found = findRider(list, query);
    if (found) chooseRider(found.id);
    return found !== null;
  });
  const onCommit = useStableCallback<Parameters<ScoreCommit>, void>((entryId, input) => {
    if (input) queue.save(entryId, input);
    const next = nextInStartOrder(list, entryId);
    if (next) {
      chooseRider(next.id);
      return;
    }
    // The last rider: the form lets go of them, so keys typed on out of habit store nothing.
    const rider = list.find((entry) => entry.id === entryId)?.athlete.name ?? '';
    flushSync(() => {
      setSelectedId(null);
      setFinished({ rider, saved: input !== null });
    });
    contentRef.current?.focus();
  });
  const onRetry = useStableCallback((entryId: number) => queue.retry(entryId));
  const onRetryAll = useStableCallback(() => queue.retryAll());
  const onUndone = useStableCallback(() => setSelection((n) => n + 1));
  /** Withdrawal instead of deletion: WD in the first phase without a result, saved as typed. */
  const onWithdraw = useStableCallback((entryId: number) => {
    const entry = list.find((candidate) => candidate.id === entryId);
    if (!entry) return;
    queue.save(entryId, withdrawal(entry, competition.level));
    if (entryId === selectedId) setSelection((n) => n + 1);
  });

  /** "/" goes to the rider search from anywhere in the view (no score field accepts a "/"). */
  const searchShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== '/' || event.target === searchRef.current) return;
    event.preventDefault();
    searchRef.current?.focus();
  };
  let saving = 0;
  for (const item of unsaved.values()) if (item.status === 'saving') saving += 1;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        ref={contentRef}
        onKeyDown={searchShortcut}
        // The view opens with the cursor on the panel, not in the search: "/" then only focuses it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        hideClose
        className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 animate-none flex-col gap-0 overflow-hidden rounded-none border-0 p-0 focus:outline-none"
      >
        <ScoringToolbar
          competition={competition}
          sort={sort}
          onSortChange={setSort}
          search={searchRef}
          onFind={onFind}
          saving={saving}
          failed={unsaved.size - saving}
          onRetryAll={onRetryAll}
        />
        <div className="grid min-h-0 flex-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-h-0 overflow-auto" tabIndex={0} aria-label="Entries table">
            {entries.isPending ? (
              <TableSkeleton />
            ) : entries.isError ? (
              <ErrorState
                className="m-3"
                title="Could not load entries"
                description={entries.error.message}
                onRetry={() => void entries.refetch()}
                retrying={entries.isFetching}
              />
            ) : sorted.length === 0 ? (
              <EmptyState className="m-3" title="No entries yet" />
            ) : (
              <ScoringTable
                entries={sorted}
                unsaved={unsaved}
                drAsPercentage={competition.drDisplayMode}
                selectedId={selectedId}
                onSelect={onSelect}
                onRetry={onRetry}
              />
            )}
          </div>
          <aside
            aria-label="Score form"
            className="min-h-0 overflow-y-auto border-t border-border p-3 lg:border-t-0 lg:border-l"
          >
            {selected ? (
              <div className="grid gap-4">
                <ScoreForm
                  entry={selected}
                  unsaved={unsaved.get(selected.id)}
                  selection={selection}
                  phase={phase}
                  onPhaseChange={setPhase}
                  onCommit={onCommit}
                  onRetry={onRetry}
                />
                <EntryAdmin
                  entry={selected}
                  competitionId={competition.id}
                  open={entryOpen}
                  onOpenChange={setEntryOpen}
                  onDelete={setDeleting}
                />
                <ScoreHistory
                  entryId={selected.id}
                  recorded={recordedValuesKey(selected)}
                  competitionId={competition.id}
                  open={historyOpen}
                  onOpenChange={setHistoryOpen}
                  blocked={unsaved.has(selected.id)}
                  onUndone={onUndone}
                />
              </div>
            ) : finished ? (
              <p role="status" className="text-sm font-medium">
                {finished.saved ? 'Last rider saved' : 'Last rider in start order'}:{' '}
                {finished.rider}. Press / to find a rider, or choose one in the table.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                Choose an entry in the table, or press / to find one by bridle number, start order
                or name and press Enter, to enter its scores.
              </p>
            )}
          </aside>
        </div>
        <DeleteEntryDialog
          competitionId={competition.id}
          entry={
            deleting && {
              id: deleting.id,
              athleteName: deleting.athlete.name,
              horseName: deleting.horse.name,
            }
          }
          onClose={() => setDeleting(null)}
          onWithdraw={onWithdraw}
        />
      </DialogContent>
    </Dialog>
  );
}
