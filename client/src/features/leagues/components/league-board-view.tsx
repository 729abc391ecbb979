import { Trophy } from 'lucide-react';
import type { LeaderboardRow } from '@contract/leaderboards';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LeaderboardSkeleton } from '@/components/shared/leaderboard-skeleton';
import { LeaderboardTable } from '@/components/shared/leaderboard-table';
import { useTargetBoard, type BoardTarget } from '../api/get-target-board';
import type { LeagueBoard } from '../api/get-league-board';

export interface LeagueBoardViewProps {
  target: BoardTarget;
  board: LeagueBoard;
  caption: string;
  emptyText: string;
  onOpenRow?: (row: LeaderboardRow) => void;
}

/** One league board in its four states: skeleton, the empty-board text, error with retry, rows. */
export function LeagueBoardView({
  target,
  board,
  caption,
  emptyText,
  onOpenRow,
}: LeagueBoardViewProps) {
  const query = useTargetBoard(target, board);
  if (query.isPending) return <LeaderboardSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the standings"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.rows.length === 0) return <EmptyState icon={Trophy} title={emptyText} />;
  return (
    <div className="space-y-2">
      <p className="text-xs text-muted-foreground tabular-nums">
        {query.data.players} {query.data.players === 1 ? 'player' : 'players'}
      </p>
      <LeaderboardTable leaderboard={query.data} caption={caption} onOpenRow={onOpenRow} />
    </div>
  );
}
