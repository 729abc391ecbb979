import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  userMessageResponseSchema,
  type TeamNameRequest,
  type UserMessageResponse,
} from '@contract/users';
import { userQueryKey } from '@/api/get-user';
import { apiSend } from '@/lib/api';

export function updateTeamName(body: TeamNameRequest): Promise<UserMessageResponse> {
  return apiSend('PUT', '/api/user/team-name', body, userMessageResponseSchema);
}

/**
 * Saves the team name; the user query is refreshed afterwards, and every read that shows team
 * names (the player's teams, boards, leagues) goes stale: the saved teams carry the new name too.
 */
export function useUpdateTeamName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamName,
    onSuccess: async (data) => {
      queryClient.setQueryData(userQueryKey, data.user);
      await Promise.all(
        [userQueryKey, ['fantasy'], ['leaderboards'], ['leagues']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
