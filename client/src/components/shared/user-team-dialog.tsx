import { formatTenths } from '@contract/scoring';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserTeam } from '@/api/get-user-team';
import { isApiError } from '@/lib/api';
import { WithdrawnBadge } from './withdrawn-badge';

const tenths = (value: number) => formatTenths(Math.round(value * 10));

export interface UserTeamDialogProps {
  player: { userId: number; userName: string } | null;
  competitionId: number;
  onClose: () => void;
}

/** A player's five picks with their points in each phase. */
export function UserTeamDialog({ player, competitionId, onClose }: UserTeamDialogProps) {
  const query = useUserTeam(player?.userId ?? 0, competitionId, player !== null);
  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{query.data?.team.teamName ?? 'Team'}</DialogTitle>
          <DialogDescription>
            {player?.userName}
            {query.data &&
              ` · ${tenths(query.data.team.totalPoints)} points · rank ${query.data.team.rank}`}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="space-y-2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            title={
              isApiError(query.error, 403)
                ? 'Team hidden until the deadline'
                : 'Could not load this team'
            }
            description={
              isApiError(query.error, 403)
                ? "Other players' teams are shown once the selection deadline has passed."
                : query.error.message
            }
            onRetry={isApiError(query.error, 403) ? undefined : () => void query.refetch()}
          />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Selections and points</caption>
            <thead>
              <tr className="text-left text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-1">
                  Combination
                </th>
                <th scope="col" className="py-1 text-right">
                  DR
                </th>
                <th scope="col" className="py-1 text-right">
                  SJ
                </th>
                <th scope="col" className="py-1 text-right">
                  XC
                </th>
                <th scope="col" className="py-1 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.selections.map((selection) => (
                <tr key={selection.competitionEntryId} className="border-t border-border">
                  <td className="py-2">
                    <span className="flex items-center gap-1.5 font-medium">
                      <Flag code={selection.nationality} size="sm" />
                      {selection.athleteName}
                      {selection.withdrawn && <WithdrawnBadge />}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {selection.horseName} · {tenths(selection.price)}m
                    </span>
                  </td>
                  <td className="text-right tabular-nums">{tenths(selection.dr_pts)}</td>
                  <td className="text-right tabular-nums">{tenths(selection.sj_pts)}</td>
                  <td className="text-right tabular-nums">{tenths(selection.xc_pts)}</td>
                  <td className="text-right font-bold tabular-nums">
                    {tenths(selection.total_pts)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogContent>
    </Dialog>
  );
}
