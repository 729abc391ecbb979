import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { QUERY_CACHE } from '@contract/constants';
import { userQueryKey } from '@/api/get-user';
import { isApiError } from '@/lib/api';

const isUserQuery = (key: QueryKey) =>
  key.length === userQueryKey.length && key.every((part, i) => part === userQueryKey[i]);

/**
 * Cached data never goes stale on its own, no refetch on focus, no retries, unused
 * data kept 5 minutes. A 401 from any query or mutation (except the user query, where 401
 * simply means signed out) calls `onUnauthorized`.
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error, 401) && !isUserQuery(query.queryKey)) onUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error, 401)) onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: QUERY_CACHE.gcMs,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
