import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface OpenUnplayableDialogProps {
  /** Why no valid team exists; null when the dialog is closed. */
  reasons: string[] | null;
  opening: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before team selection opens on a field where no valid team exists
 * (docs/decisions/056-operator-warned-before-teams-open.md); the server refuses such an opening
 * unless it is confirmed.
 */
export function OpenUnplayableDialog({
  reasons,
  opening,
  onCancel,
  onConfirm,
}: OpenUnplayableDialogProps) {
  return (
    <Dialog open={reasons !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Open team selection on an unplayable field?</DialogTitle>
          <DialogDescription>
            No valid team can be picked yet: players who open this competition cannot save a team
            until the prices or the entries change.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1.5 text-sm">
          {(reasons ?? []).map((reason) => (
            <li
              key={reason}
              className="flex items-start gap-2 rounded-lg bg-destructive-soft px-2.5 py-1.5 text-destructive-text"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Keep it closed
          </Button>
          <Button variant="destructive" loading={opening} onClick={onConfirm}>
            Open anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
