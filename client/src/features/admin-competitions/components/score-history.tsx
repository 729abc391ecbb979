import { ChevronDown, History, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SCORE_SOURCE_LABELS, type ScoreChange } from '@contract/score-history';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useScoreHistory } from '../api/get-score-history';
import { useUndoScoreChange } from '../api/undo-score-change';
import { changedAt, describeChange } from '../lib/score-change';

function ChangeItem({ change }: { change: ScoreChange }) {
  return (
    <li
      id={`score-change-${change.id}`}
      className={cn('grid gap-0.5 py-1.5 text-xs', change.undone && 'text-muted-foreground')}
      data-testid="score-change"
    >
      <p className="flex flex-wrap items-center gap-x-1.5">
        <time dateTime={change.at} className="tabular-nums">
          {changedAt(change.at)}
        </time>
        <span aria-hidden>·</span>
        <span className="font-semibold">{SCORE_SOURCE_LABELS[change.source]}</span>
        <span aria-hidden>·</span>
        <span className="truncate">{change.by}</span>
        {change.undone && (
          <Badge variant="draft" className="h-5 px-1.5 text-[0.6rem]">
            Undone
          </Badge>
        )}
      </p>
      <p className={cn('tabular-nums', change.undone && 'line-through')}>
        {describeChange(change).join(' · ') || 'No value changed'}
      </p>
      {change.detail && <p className="truncate text-muted-foreground">{change.detail}</p>}
    </li>
  );
}

/** The entry's history, read again whenever the table's refresh shows its values changed. */
function useFollowedHistory(entryId: number, recorded: string) {
  const history = useScoreHistory(entryId);
  const { refetch } = history;
  const read = useRef({ entryId, recorded });
  useEffect(() => {
    const last = read.current;
    read.current = { entryId, recorded };
    if (last.entryId === entryId && last.recorded !== recorded) void refetch();
  }, [entryId, recorded, refetch]);
  return history;
}

function HistoryList({
  entryId,
  recorded,
  competitionId,
  blocked,
  onUndone,
}: {
  entryId: number;
  recorded: string;
  competitionId: number;
  /** Scores of this entry are still on their way: undo waits for them. */
  blocked: boolean;
  onUndone: () => void;
}) {
  const history = useFollowedHistory(entryId, recorded);
  const undo = useUndoScoreChange(competitionId);
  if (history.isPending) {
    return (
      <div className="grid gap-2 py-2" aria-busy="true" aria-label="Loading the history">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        title="Could not load the history"
        description={history.error.message}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const { changes } = history.data;
  if (changes.length === 0) {
    return <p className="py-2 text-xs text-muted-foreground">No score changes yet.</p>;
  }
  const undoable = changes.find((change) => change.undoable);
  const runUndo = (change: ScoreChange) =>
    undo.mutate(
      { entryId, changeId: change.id },
      {
        onSuccess: (result) => {
          toast({ title: result.message, variant: 'success' });
          onUndone();
        },
        onError: (error) => {
          toast({ title: 'Failed to undo', description: error.message, variant: 'destructive' });
          void history.refetch();
        },
      },
    );
  return (
    <>
      {undoable && (
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          loading={undo.isPending}
          disabled={blocked}
          aria-describedby={`score-change-${undoable.id}`}
          onClick={() => runUndo(undoable)}
        >
          {!undo.isPending && <Undo2 aria-hidden />}
          Undo last change
        </Button>
      )}
      {blocked && (
        <p className="text-xs text-muted-foreground">Undo waits until the scores are saved.</p>
      )}
      <ol className="divide-y divide-border" aria-label="Score changes, newest first">
        {changes.map((change) => (
          <ChangeItem key={change.id} change={change} />
        ))}
      </ol>
    </>
  );
}

/**
 * The chosen rider's score history: every change whatever wrote it (form, CSV, scraper,
 * matching, official position, undo), who or what and when, and "Undo last change". Closed by
 * default, so scoring at speed fetches nothing; once opened it follows the chosen rider.
 */
export function ScoreHistory({
  entryId,
  recorded,
  competitionId,
  open,
  onOpenChange,
  blocked,
  onUndone,
}: {
  entryId: number;
  /** The entry's recorded values as the table last read them (`recordedValuesKey`). */
  recorded: string;
  competitionId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  blocked: boolean;
  /** The form starts again from the values the undo restored. */
  onUndone: () => void;
}) {
  return (
    <section aria-labelledby="score-history-heading" className="grid gap-2">
      <h3 id="score-history-heading" className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="score-history-panel"
          className="flex w-full cursor-pointer items-center gap-1.5 rounded-md py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => onOpenChange(!open)}
        >
          <History aria-hidden className="size-4 text-muted-foreground" />
          Score history
          <ChevronDown
            aria-hidden
            className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      {open && (
        <div id="score-history-panel" className="grid gap-2">
          <HistoryList
            entryId={entryId}
            recorded={recorded}
            competitionId={competitionId}
            blocked={blocked}
            onUndone={onUndone}
          />
        </div>
      )}
    </section>
  );
}
