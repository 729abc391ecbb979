import { useQuery } from '@tanstack/react-query';
import { entryDeleteImpactSchema, type EntryDeleteImpact } from '@contract/admin-competitions';
import { apiGet } from '@/lib/api';

export function getEntryDeleteImpact(
  competitionId: number,
  entryId: number,
): Promise<EntryDeleteImpact> {
  return apiGet(
    `/api/admin/competitions/${competitionId}/entries/${entryId}/delete-impact`,
    entryDeleteImpactSchema,
  );
}

/** What deleting an entry would take away (teams holding it, the deadline), read when asked. */
export function useEntryDeleteImpact(competitionId: number, entryId: number | null) {
  return useQuery({
    queryKey: ['admin', 'competitions', competitionId, 'entries', entryId, 'delete-impact'],
    queryFn: () => getEntryDeleteImpact(competitionId, entryId ?? 0),
    enabled: entryId !== null,
    staleTime: 0,
  });
}
