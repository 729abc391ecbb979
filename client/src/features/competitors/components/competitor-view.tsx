import { UserX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link } from 'react-router';
import { useCompetitor, type CompetitorIds } from '../api/get-competitor';
import { HistorySection } from './history-section';
import { SelectedByBar } from './selected-by-bar';
import { StatTiles } from './stat-tiles';
import { horseAge } from '@/lib/competition-format';

/** The competitor page: header, four tiles, selected-by bar and history (decision 010). */
export function CompetitorView({ ids }: { ids: CompetitorIds }) {
  const competitor = useCompetitor(ids);
  useDocumentTitle(
    competitor.data
      ? `${competitor.data.athlete.name} & ${competitor.data.horse.name}`
      : 'Competitor',
  );
  if (competitor.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading competitor">
        <Skeleton className="h-24" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      </div>
    );
  }
  if (competitor.isError) {
    if (isApiError(competitor.error, 404))
      return <EmptyState title="Competitor not found" icon={UserX} level="page" />;
    return (
      <ErrorState
        level="page"
        onRetry={() => void competitor.refetch()}
        retrying={competitor.isFetching}
      />
    );
  }
  const { athlete, horse, competition, entry } = competitor.data;
  const age = horseAge(horse.yob);
  return (
    <div className="animate-slide-in space-y-8">
      <header className="space-y-3">
        <p className="text-xs font-semibold tracking-[0.14em] text-accent-text uppercase">
          Competitor
        </p>
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
          <Flag code={athlete.nationality} size="lg" />
          {athlete.name}
        </h1>
        <p className="text-lg">
          on <span className="font-semibold">{horse.name}</span>
          <span className="text-muted-foreground">
            {age !== null && ` · ${age} years`}
            {horse.gender && ` · ${horse.gender}`}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Link
            to={`/results/${competition.id}`}
            className="font-medium text-foreground hover:underline"
          >
            {competition.name}
          </Link>
          <Badge variant="brand">{competition.level}</Badge>
          <span className="tabular-nums">Price {entry.price.toFixed(1)}m</span>
          {entry.dr_status === 'WD' && <Badge variant="withdrawn">Withdrawn</Badge>}
        </p>
      </header>
      <StatTiles entry={entry} />
      <Card className="p-5">
        <SelectedByBar competitor={competitor.data} />
      </Card>
      <HistorySection ids={ids} />
    </div>
  );
}
