import { queryOptions, useQuery } from '@tanstack/react-query';
import type { competitionEntryListSchema } from '@contract/competitions';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

export const competitionEntriesKey = (id: number) => ['competitions', id, 'entries'] as const;

/** Entries in result order; withdrawn entries are included and flagged. */
export const getCompetitionEntries = (id: number) =>
  apiGet<z.infer<typeof competitionEntryListSchema>>(`/api/competitions/${id}/entries`);

export const competitionEntriesQueryOptions = (id: number) =>
  queryOptions({ queryKey: competitionEntriesKey(id), queryFn: () => getCompetitionEntries(id) });

export const useCompetitionEntries = (
  id: number,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) =>
  useQuery({
    ...competitionEntriesQueryOptions(id),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
