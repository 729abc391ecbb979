import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCompetitionSchema,
  type AdminCompetition,
  type CompetitionInput,
} from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}

export function useUpdateCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CompetitionInput }) =>
      updateCompetition(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}
