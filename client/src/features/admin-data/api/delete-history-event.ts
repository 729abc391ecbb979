import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  resultsHistoryEventDeletedSchema,
  type ResultsHistoryEventKey,
} from '@contract/results-history';
import { apiSend, buildQuery } from '@/lib/api';
import { resultsHistoryKey } from './results-history';

/** DELETE /api/admin/results-history/events?eventName=…&eventDate=…: every run of one event. */
export function deleteHistoryEvent(key: ResultsHistoryEventKey) {
  return apiSend(
    'DELETE',
    `/api/admin/results-history/events${buildQuery(key)}`,
    undefined,
    resultsHistoryEventDeletedSchema,
  );
}

export function useDeleteHistoryEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsHistoryKey }),
  });
}
