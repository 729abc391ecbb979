import type { League } from '@contract/leagues';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useDeleteLeague } from '../api/delete-league';

export interface DeleteLeagueDialogProps {
  league: League | null;
  onClose: () => void;
}

/** The creator's confirmation before a league and its memberships are deleted. */
export function DeleteLeagueDialog({ league, onClose }: DeleteLeagueDialogProps) {
  const remove = useDeleteLeague();
  const confirm = () => {
    if (!league) return;
    remove.mutate(league.id, {
      onSuccess: () => {
        toast({ title: 'League deleted successfully', variant: 'success' });
        onClose();
      },
      onError: () => toast({ title: 'Failed to delete league', variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={league !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete League</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete &quot;{league?.name}&quot;? This will remove all members
            and cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
