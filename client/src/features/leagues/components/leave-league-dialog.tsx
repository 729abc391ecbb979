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
import { useLeaveLeague } from '../api/leave-league';

/** What leaving means for this league (docs/decisions/060-leagues-players-manage.md). */
export function leaveConsequence(league: League, userId: number | undefined): string {
  if (league.creatorId !== null && league.creatorId === userId) {
    return league.memberCount <= 1
      ? 'You are its only member, so the league will be deleted.'
      : 'You created it: the member who joined first after you will look after it.';
  }
  return 'Your points stay yours; you can join again with its code.';
}

export interface LeaveLeagueDialogProps {
  league: League;
  userId: number | undefined;
  onClose: () => void;
  onLeft?: () => void;
}

/** Confirms before the player leaves a league. */
export function LeaveLeagueDialog({ league, userId, onClose, onLeft }: LeaveLeagueDialogProps) {
  const leave = useLeaveLeague();
  const confirm = () =>
    leave.mutate(league.id, {
      onSuccess: (answer) => {
        toast({ title: answer.message, description: league.name, variant: 'success' });
        onClose();
        onLeft?.();
      },
      onError: (error) =>
        toast({
          title: 'Failed to leave league',
          description: error.message,
          variant: 'destructive',
        }),
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave League</DialogTitle>
          <DialogDescription>
            Leave &quot;{league.name}&quot;? {leaveConsequence(league, userId)}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} loading={leave.isPending}>
            Leave
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
