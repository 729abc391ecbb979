import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League, LeagueInput } from '@contract/leagues';
import { apiSend } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const createLeague = (input: LeagueInput) => apiSend<League>('POST', '/api/leagues', input);

export const updateLeague = (leagueId: number, input: LeagueInput) =>
  apiSend<League>('PUT', `/api/leagues/${leagueId}`, input);

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

export function useUpdateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leagueId, input }: { leagueId: number; input: LeagueInput }) =>
      updateLeague(leagueId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}
