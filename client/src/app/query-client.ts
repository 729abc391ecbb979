import {
  hashKey,
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { QUERY_CACHE } from '@contract/constants';
import { userQueryKey } from '@/api/get-user';
import { isApiError } from '@/lib/api';
import { rememberLastUser } from '@/lib/last-user';

const isUserQuery = (key: QueryKey) =>
  key.length === userQueryKey.length && key.every((part, i) => part === userQueryKey[i]);

/**
 * Every user the app learns (the session check, a sign-in, a profile change, a prerendered page)
 * is the device's last known player, and every sign-out (null) forgets them: offline, the app
 * still knows who is using it (client/src/lib/last-user.ts).
 */
function keepLastUser(queryCache: QueryCache): void {
  const userHash = hashKey(userQueryKey);
  queryCache.subscribe((event) => {
    if (event.query.queryHash !== userHash || event.query.state.status !== 'success') return;
    if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) {
      rememberLastUser((event.query.state.data as User | null | undefined) ?? null);
    }
  });
}

/**
 * Cached data never goes stale on its own, no refetch on focus, no retries, unused
 * data kept 5 minutes. A 401 from any query or mutation (except the user query, where 401
 * simply means signed out) calls `onUnauthorized`. Reads are asked for even while the browser
 * says it is offline: the service worker may answer from its saved reads, and a read it cannot
 * answer fails into the screen's error state instead of waiting for the network (decision 083).
 * Writes still wait for the network.
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (isApiError(error, 401) && !isUserQuery(query.queryKey)) onUnauthorized();
    },
  });
  keepLastUser(queryCache);
  return new QueryClient({
    queryCache,
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
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
