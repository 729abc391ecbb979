import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryDetailsInput } from '@contract/admin-competitions';
import { competitionEntrySchema, type CompetitionEntry } from '@contract/competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';
import { scoringEntriesKey } from './get-scoring-entries';

/** PATCH /api/admin/competitions/{id}/entries/{entryId}: bridle number and start order. */
export function updateEntryDetails(
  competitionId: number,
  entryId: number,
  input: EntryDetailsInput,
) {
  return apiSend(
    'PATCH',
    `/api/admin/competitions/${competitionId}/entries/${entryId}`,
    input,
    competitionEntrySchema,
  );
}

export function useUpdateEntryDetails(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId: number; input: EntryDetailsInput }) =>
      updateEntryDetails(competitionId, entryId, input),
    onSuccess: (entry) => {
      queryClient.setQueryData<CompetitionEntry[]>(scoringEntriesKey(competitionId), (entries) =>
        entries?.map((candidate) => (candidate.id === entry.id ? entry : candidate)),
      );
      void queryClient.invalidateQueries({ queryKey: adminCompetitionsKey });
    },
  });
}
