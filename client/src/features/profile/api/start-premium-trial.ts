import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessageResponseSchema, type UserMessageResponse } from '@contract/users';
import { userQueryKey } from '@/api/get-user';
import { apiSend } from '@/lib/api';

export function startPremiumTrial(): Promise<UserMessageResponse> {
  return apiSend('POST', '/api/user/premium/trial', undefined, userMessageResponseSchema);
}

/** Starts the 7-day trial; premium content is fetched again for the new membership. */
export function useStartPremiumTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPremiumTrial,
    onSuccess: async (data) => {
      queryClient.setQueryData(userQueryKey, data.user);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'auth',
      });
    },
  });
}
