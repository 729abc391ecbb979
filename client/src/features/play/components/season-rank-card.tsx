import { LineChart as LineChartIcon, TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRankHistory } from '../api/get-rank-history';
import { RankMovement } from '@/components/shared/rank-movement';
import { groupThousands } from '@/lib/movement';

const RankChart = lazy(() => import('./rank-chart'));

const chartSkeleton = <Skeleton className="aspect-[64/22] w-full max-w-3xl rounded-card" />;

/**
 * Where the player stands overall, how far that moved since the last phase end, and their
 * overall rank through the season as a chart.
 */
export function SeasonRankCard() {
  const history = useRankHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden /> Your overall rank
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {history.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading your rank">
            <Skeleton className="h-10 w-48" />
            {chartSkeleton}
          </div>
        ) : history.isError ? (
          <ErrorState description={history.error.message} onRetry={() => void history.refetch()} />
        ) : (
          <>
            {history.data.current ? (
              <p
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
                data-testid="overall-rank"
              >
                <span className="text-3xl font-bold tabular-nums">
                  {groupThousands(history.data.current.rank)}
                </span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  of {groupThousands(history.data.current.players)} ·{' '}
                  {history.data.current.totalPoints.toFixed(1)} points
                </span>
                <RankMovement
                  movement={history.data.current.movement}
                  since={null}
                  className="text-sm"
                />
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                Your rank appears once your first team is locked in.
              </p>
            )}
            {history.data.points.length === 0 ? (
              <EmptyState
                icon={LineChartIcon}
                title={`No phases played yet in ${history.data.season}`}
                description="Your rank after each phase of the season's competitions is drawn here."
              />
            ) : (
              <Suspense fallback={chartSkeleton}>
                <RankChart points={history.data.points} />
              </Suspense>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
