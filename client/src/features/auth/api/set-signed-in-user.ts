import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@contract/auth';
import { userQueryKey } from '@/api/get-user';

/** Stores the user a sign-in or verification returned, so every screen sees them signed in. */
export function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return useCallback((user: User) => queryClient.setQueryData(userQueryKey, user), [queryClient]);
}
