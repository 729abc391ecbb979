import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { UnsavedScores } from '../lib/score-save-queue';

/** The chosen rider's save that has not landed: on its way, or refused with a retry. */
export function UnsavedNotice({
  unsaved,
  onRetry,
}: {
  unsaved: UnsavedScores;
  onRetry: (entryId: number) => void;
}) {
  if (unsaved.status === 'saving') {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Spinner size="sm" label={null} />
        Saving the scores shown…
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-2 text-xs"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0 text-destructive-text" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold text-destructive-text">Not saved.</span> {unsaved.error}
      </p>
      <Button
        size="sm"
        variant="outline"
        className="h-7 px-2 text-xs"
        onClick={() => onRetry(unsaved.entryId)}
      >
        <RotateCcw aria-hidden />
        Retry
      </Button>
    </div>
  );
}
