import { UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import type { League, LeagueMember } from '@contract/leagues';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useLeagueMembers } from '../api/get-league-members';
import { useRemoveLeagueMember } from '../api/remove-member';

/** The creator's confirmation before a member is taken out of the league. */
function RemoveMemberDialog({
  league,
  member,
  onClose,
}: {
  league: League;
  member: LeagueMember;
  onClose: () => void;
}) {
  const remove = useRemoveLeagueMember();
  const confirm = () =>
    remove.mutate(
      { leagueId: league.id, userId: member.userId },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message, description: member.userName, variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to remove member',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove Member</DialogTitle>
          <DialogDescription>
            Remove {member.userName} from &quot;{league.name}&quot;? They leave its tables; their
            teams and points stay theirs.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} loading={remove.isPending}>
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A private league's members; its creator can remove any of them but themselves. */
export function LeagueMembers({ league, userId }: { league: League; userId: number | undefined }) {
  const members = useLeagueMembers(league.id);
  const [removing, setRemoving] = useState<LeagueMember | null>(null);
  const isCreator = league.creatorId !== null && league.creatorId === userId;
  return (
    <section aria-labelledby="league-members-title" className="space-y-3">
      <h2 id="league-members-title" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5 text-primary-soft-foreground" aria-hidden /> Members
      </h2>
      {members.isPending ? (
        <div role="status" aria-label="Loading the members">
          <Skeleton className="h-32 rounded-card" />
        </div>
      ) : members.isError ? (
        <ErrorState
          title="Could not load the members"
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
        />
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-surface shadow-card">
          {members.data.map((member) => (
            <li key={member.userId} className="flex items-center gap-3 px-4 py-3">
              <Flag code={member.userNationality} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{member.userName}</span>
                {member.teamName && (
                  <span className="block truncate text-sm text-muted-foreground">
                    {member.teamName}
                  </span>
                )}
              </span>
              {member.isCreator && <Badge variant="featured">Creator</Badge>}
              {member.userId === userId && <Badge variant="brand">You</Badge>}
              {isCreator && member.userId !== userId && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(member)}
                  aria-label={`Remove ${member.userName} from the league`}
                >
                  <UserMinus aria-hidden /> Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <RemoveMemberDialog league={league} member={removing} onClose={() => setRemoving(null)} />
      )}
    </section>
  );
}
