import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session, User } from '@contract/auth';
import { QUERY_CACHE } from '@contract/constants';
import { apiGet } from '@/lib/api';

export const userQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user, or null when signed out. Asked through the session check, which answers a
 * visitor 200 with no user: a visitor is not a failed request in the browser's console. Any
 * failure counts as signed out. Not validated again here (the server answers through the same
 * schema): every page asks for the user first, and validating would put zod in the first download.
 */
export async function getUser(): Promise<User | null> {
  try {
    return (await apiGet<Session>('/api/auth/session')).user;
  } catch {
    return null;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    staleTime: QUERY_CACHE.userStaleMs,
  });

export function useUser(): { user: User | null; isLoading: boolean } {
  const { data, isPending } = useQuery(userQueryOptions());
  return { user: data ?? null, isLoading: isPending };
}
