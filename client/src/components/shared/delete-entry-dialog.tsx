import { AlertTriangle } from 'lucide-react';
import { MATCHING_MESSAGES } from '@contract/matching';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useDeleteEntry } from '@/api/delete-entry';
import { useEntryDeleteImpact } from '@/api/get-entry-delete-impact';

export type EntryToDelete = { id: number; athleteName: string; horseName: string };

/**
 * The confirmation of deleting an entry: how many teams hold it (deleting removes it from them)
 * and, after the team deadline, the advice to withdraw it (WD) instead, which keeps the picks.
 * `onWithdraw` offers that as a button; without it the dialog says where to do it.
 */
export function DeleteEntryDialog({
  competitionId,
  entry,
  onClose,
  onWithdraw,
}: {
  competitionId: number;
  entry: EntryToDelete | null;
  onClose: () => void;
  onWithdraw?: (entryId: number) => void;
}) {
  const impact = useEntryDeleteImpact(competitionId, entry?.id ?? null);
  const remove = useDeleteEntry(competitionId);
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast({ title: MATCHING_MESSAGES.entryDeleted, variant: 'success' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: MATCHING_MESSAGES.deleteFailed,
          description: error.message,
          variant: 'destructive',
        }),
    });
  };
  const suggestWithdraw = impact.data?.suggestWithdraw === true;

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this entry?</DialogTitle>
          <DialogDescription asChild>
            <div aria-live="polite">
              {impact.isPending ? (
                <>
                  <span className="sr-only">Checking which teams hold this entry…</span>
                  <Skeleton className="h-10 w-full" />
                </>
              ) : impact.isError ? (
                <p>
                  {entry?.athleteName} with {entry?.horseName} will be removed from the competition,
                  with any team picks of it. (Could not check how many teams hold it:{' '}
                  {impact.error.message})
                </p>
              ) : (
                <p data-testid="delete-impact">{impact.data.message}</p>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        {suggestWithdraw && (
          <div className="flex gap-2 rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-text" />
            <p>
              {onWithdraw
                ? 'Withdrawing keeps the entry in the results as WD and in the teams, earning nothing.'
                : 'To withdraw it, open live scoring and set the status of its next phase to WD.'}
            </p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {suggestWithdraw && onWithdraw && entry && (
            <Button
              variant="secondary"
              onClick={() => {
                onWithdraw(entry.id);
                onClose();
              }}
            >
              Withdraw (WD) instead
            </Button>
          )}
          <Button
            variant={suggestWithdraw ? 'outline' : 'destructive'}
            className={suggestWithdraw ? 'text-destructive-text' : undefined}
            loading={remove.isPending}
            disabled={impact.isPending}
            onClick={confirm}
          >
            Delete entry
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
