import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@contract/auth';
import { QUERY_CACHE } from '@contract/constants';
import { apiGet } from '@/lib/api';

export const userQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null when signed out. Any failure counts as signed out (spec §8). */
export async function getUser(): Promise<User | null> {
  try {
    return await apiGet('/api/auth/user', userSchema, { on401: 'returnNull' });
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
