import { TOP_LIST_SIZE } from '@contract/stats-options';
import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTopAthletes, useTopHorses } from '../api/get-top';
import { statsRanks, type StatsRow } from '../lib/stats-values';
import { nameCell } from './stats-table';

type TopQuery = ReturnType<typeof useTopHorses> | ReturnType<typeof useTopAthletes>;

function TopList({
  title,
  query,
  tab,
}: {
  title: string;
  query: TopQuery;
  tab: 'horses' | 'riders';
}) {
  const headingId = `top-${tab}-heading`;
  const shown: readonly StatsRow[] = query.data?.slice(0, TOP_LIST_SIZE) ?? [];
  // The top lists are ordered by total points: equal points share a rank.
  const ranks = statsRanks(shown, 'total_pts', 'points');
  return (
    <Card className="flex flex-col p-5" aria-labelledby={headingId} role="region">
      <div className="mb-3 flex items-center justify-between">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Trophy className="size-5 text-accent-text" aria-hidden />
          {title}
        </h3>
        <Link
          to={`/ratings?tab=${tab}`}
          className="flex items-center gap-1 text-sm font-medium text-primary-soft-foreground hover:underline"
        >
          See all <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {query.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: TOP_LIST_SIZE }, (_, i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title="No ratings available" />
      ) : (
        <ol className="divide-y divide-border">
          {shown.map((row, index) => (
            <li key={row.id} className="flex items-center gap-3 py-2">
              <span className="w-5 text-sm font-bold text-accent-text tabular-nums">
                {ranks[index] ?? index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate">{nameCell(row)}</span>
              <span className="text-sm font-semibold tabular-nums">
                {row.total_pts.toFixed(1)} pts
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Home page: the top 5 horses (docs/rules.md#screens). */
export function TopHorsesWidget() {
  return <TopList title="Top Horses" query={useTopHorses()} tab="horses" />;
}

/** Home page: the top 5 riders (docs/rules.md#screens). */
export function TopRidersWidget() {
  return <TopList title="Top Riders" query={useTopAthletes()} tab="riders" />;
}
