import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  matchChangedSchema,
  type MatchChanged,
  type ScrapedRowKey,
  type SetMatchInput,
} from '@contract/matching';
import { apiSend } from '@/lib/api';
import { matchingDashboardKey } from '@/api/get-matching-dashboard';

/** POST /api/admin/competitions/{id}/set-match */
export function setMatch(competitionId: number, input: SetMatchInput): Promise<MatchChanged> {
  return apiSend(
    'POST',
    `/api/admin/competitions/${competitionId}/set-match`,
    input,
    matchChangedSchema,
  );
}

/** POST /api/admin/competitions/{id}/remove-match */
export function removeMatch(competitionId: number, key: ScrapedRowKey): Promise<MatchChanged> {
  return apiSend(
    'POST',
    `/api/admin/competitions/${competitionId}/remove-match`,
    key,
    matchChangedSchema,
  );
}

function useRefresh(competitionId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: matchingDashboardKey(competitionId) });
}

export function useSetMatch(competitionId: number) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: (input: SetMatchInput) => setMatch(competitionId, input),
    onSuccess: refresh,
  });
}

export function useRemoveMatch(competitionId: number) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: (key: ScrapedRowKey) => removeMatch(competitionId, key),
    onSuccess: refresh,
  });
}
