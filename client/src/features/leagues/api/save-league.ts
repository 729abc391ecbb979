import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leagueSchema, type LeagueInput } from '@contract/leagues';
import { apiSend } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const createLeague = (input: LeagueInput) =>
  apiSend('POST', '/api/leagues', input, leagueSchema);

export const updateLeague = (leagueId: number, input: LeagueInput) =>
  apiSend('PUT', `/api/leagues/${leagueId}`, input, leagueSchema);

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
