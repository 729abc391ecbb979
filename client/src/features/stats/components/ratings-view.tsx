import { STATS_PAGE_SIZE } from '@contract/constants';
import { PPM_DEFINITION } from '@contract/stats-options';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, BarChart3, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAthleteStats, useHorseStats } from '../api/get-stats';
import { filtersFromParams, paramsWithFilters, type RatingsFilters } from '../lib/ratings-filters';
import { RatingsFilterBar } from './ratings-filter-bar';
import { StatsTable } from './stats-table';

function RankingList({
  query,
  limit,
  onMore,
  filters,
  label,
  empty,
  failure,
}: {
  query: UseQueryResult<readonly Parameters<typeof StatsTable>[0]['rows'][number][]>;
  limit: number;
  onMore: () => void;
  filters: Pick<RatingsFilters, 'statType' | 'sortBy'>;
  label: string;
  empty: string;
  failure: string;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading rankings">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={failure}
        description={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState title={empty} icon={BarChart3} />;
  return (
    <div className="space-y-4">
      <StatsTable
        rows={query.data}
        statType={filters.statType}
        sortBy={filters.sortBy}
        label={label}
      />
      {query.data.length >= limit && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onMore} loading={query.isFetching}>
            {!query.isFetching && <ChevronDown aria-hidden />}
            See More
          </Button>
        </div>
      )}
    </div>
  );
}

/** /ratings: filters, Horse Rankings and Rider Rankings tabs, and the points explainer. */
export function RatingsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'riders' ? 'riders' : 'horses';
  const filters = filtersFromParams(searchParams);
  const [horseLimit, setHorseLimit] = useState(STATS_PAGE_SIZE);
  const [riderLimit, setRiderLimit] = useState(STATS_PAGE_SIZE);
  const horses = useHorseStats({ ...filters, limit: horseLimit });
  const riders = useAthleteStats({ ...filters, limit: riderLimit });

  const update = (change: Partial<RatingsFilters>) => {
    setSearchParams((current) => paramsWithFilters(current, { ...filters, ...change }), {
      replace: true,
    });
    setHorseLimit(STATS_PAGE_SIZE);
    setRiderLimit(STATS_PAGE_SIZE);
  };

  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-3 bg-primary-soft p-5 text-primary-soft-foreground sm:flex-row sm:items-center">
        <p className="flex-1 text-sm font-medium">
          The new points system: every combination earns up to 20 points in dressage, 20 in show
          jumping and 60 across country.
        </p>
        <Link
          to="/scoring"
          className="flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
        >
          How scoring works <ArrowRight className="size-4" aria-hidden />
        </Link>
      </Card>
      <RatingsFilterBar filters={filters} onChange={update} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Rankings">
          <TabsTrigger value="horses">Horse Rankings</TabsTrigger>
          <TabsTrigger value="riders">Rider Rankings</TabsTrigger>
        </TabsList>
        <TabsContent value="horses">
          <RankingList
            query={horses}
            limit={horseLimit}
            onMore={() => setHorseLimit((limit) => limit + STATS_PAGE_SIZE)}
            filters={filters}
            label="Horse rankings"
            empty="No horse statistics available"
            failure="Failed to fetch horse stats"
          />
        </TabsContent>
        <TabsContent value="riders">
          <RankingList
            query={riders}
            limit={riderLimit}
            onMore={() => setRiderLimit((limit) => limit + STATS_PAGE_SIZE)}
            filters={filters}
            label="Rider rankings"
            empty="No athlete statistics available"
            failure="Failed to fetch athlete stats"
          />
        </TabsContent>
      </Tabs>
      <section
        aria-labelledby="points-explainer"
        className="space-y-3 rounded-card border border-border bg-surface p-5"
      >
        <h2 id="points-explainer" className="text-lg font-semibold">
          How the points are counted
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>
            Dressage: up to 20 points. 25 penalties or better earns all 20, then one point less per
            penalty.
          </li>
          <li>Show jumping: up to 20 points, one point lost per penalty.</li>
          <li>
            Cross country: up to 60 points, one point lost per jump penalty and per second over the
            time.
          </li>
          <li>
            A start is a combination that rode its dressage; points per start divide the points by
            those starts.
          </li>
          <li>{PPM_DEFINITION}</li>
        </ul>
      </section>
    </div>
  );
}
