import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { apiSend } from '@/lib/api';
import { forgetTeamDrafts } from '@/lib/team-drafts';
import { userQueryKey } from './get-user';

export function logout(): Promise<unknown> {
  return apiSend('POST', '/api/auth/logout');
}

/**
 * Signs out, forgets every cached answer and unsaved team and goes home; failures show 'Logout
 * failed'.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave first: on a protected screen, a signed-out render would redirect to /auth instead.
      await navigate('/');
      // Signed out first so every mounted user observer updates, then forget everything else.
      queryClient.setQueryData(userQueryKey, null);
      const userHash = hashKey(userQueryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== userHash });
      queryClient.getMutationCache().clear();
      // Unsaved picks stay on a shared device for no one: the next player must not see them.
      forgetTeamDrafts();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
}
