import type { ReactNode } from 'react';
import { DATA_SEARCH_LIMIT } from '@contract/admin-data';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';

type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  data: T[] | undefined;
  refetch: () => unknown;
};

/** Said under a list that holds a whole search's worth of rows: more may match than it shows. */
const SEARCH_LIMIT_NOTICE = `Showing the first ${DATA_SEARCH_LIMIT}. Search to narrow the list.`;

/** Loading skeleton, error with retry, the empty text, or the rows (and the limit's notice). */
export function ListStates<T>({
  query,
  label,
  empty,
  emptyHint,
  children,
}: {
  query: ListQuery<T>;
  label: string;
  empty: string;
  emptyHint?: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label={`Loading ${label}`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 w-full rounded-card" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <ErrorState
        title={`Could not load ${label}`}
        description={query.error?.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState title={empty} description={emptyHint} />;
  return (
    <>
      {children(query.data)}
      {query.data.length >= DATA_SEARCH_LIMIT && (
        <p className="text-center text-sm text-muted-foreground">{SEARCH_LIMIT_NOTICE}</p>
      )}
    </>
  );
}
