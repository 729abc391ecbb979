import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session, User } from '@contract/auth';
import { QUERY_CACHE } from '@contract/constants';
import { apiGet, isApiError } from '@/lib/api';
import { isRememberedUser, readLastUser } from '@/lib/last-user';

export const userQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user, or null when signed out. Asked through the session check, which answers a
 * visitor 200 with no user: a visitor is not a failed request in the browser's console. When no
 * answer comes (offline, the server unreachable or failing), the player last seen signed in on
 * this device is still the one using it; a refusal counts as signed out. Not validated again here
 * (the server answers through the same schema): every page asks for the user first, and
 * validating would put zod in the first download.
 */
export async function getUser(): Promise<User | null> {
  try {
    return (await apiGet<Session>('/api/auth/session')).user;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    return readLastUser();
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    // A player kept from the device is asked for again as soon as it can be (back online).
    staleTime: (query) => (isRememberedUser(query.state.data) ? 0 : QUERY_CACHE.userStaleMs),
    // Each answer is its own object, so one from the server never passes for the device's record.
    structuralSharing: false,
  });

export function useUser(): { user: User | null; isLoading: boolean } {
  const { data, isPending } = useQuery(userQueryOptions());
  return { user: data ?? null, isLoading: isPending };
}
