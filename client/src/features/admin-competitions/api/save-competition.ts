import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  adminCompetitionSchema,
  type AdminCompetition,
  type CompetitionInput,
} from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';
import { pricingHealthKey } from './pricing-health';

/**
 * The list waits for its refetch; the pricing warnings follow without being waited for, since a
 * new status adds the competition to those taking teams or takes it away.
 */
function refreshCompetitions(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: pricingHealthKey });
  return queryClient.invalidateQueries({ queryKey: adminCompetitionsKey });
}

export function createCompetition(input: CompetitionInput): Promise<AdminCompetition> {
  return apiSend('POST', '/api/admin/competitions', input, adminCompetitionSchema);
}

export function updateCompetition(id: number, input: CompetitionInput): Promise<AdminCompetition> {
  return apiSend('PUT', `/api/admin/competitions/${id}`, input, adminCompetitionSchema);
}

export function useCreateCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompetition,
    onSuccess: () => refreshCompetitions(queryClient),
  });
}

export function useUpdateCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CompetitionInput }) =>
      updateCompetition(id, input),
    onSuccess: () => refreshCompetitions(queryClient),
  });
}
