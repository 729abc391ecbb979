import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { CompetitionEntry, competitionEntryListSchema } from '@contract/competitions';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

export const competitionEntriesKey = (id: number) => ['competitions', id, 'entries'] as const;

/** Entries in result order; withdrawn entries are included and flagged. */
export const getCompetitionEntries = (id: number) =>
  apiGet<z.infer<typeof competitionEntryListSchema>>(`/api/competitions/${id}/entries`);

/**
 * A new answer keeps the objects of the entries that did not change, matched by id rather than by
 * place (the default), so a reordered table or grid re-renders only its changed rows and cards.
 */
export function shareEntriesById(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return next;
  const byId = new Map((previous as CompetitionEntry[]).map((entry) => [entry.id, entry]));
  const shared = (next as CompetitionEntry[]).map((entry) => {
    const before = byId.get(entry.id);
    return before ? replaceEqualDeep(before, entry) : entry;
  });
  const same =
    shared.length === previous.length && shared.every((entry, index) => entry === previous[index]);
  return same ? previous : shared;
}

export const competitionEntriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: competitionEntriesKey(id),
    queryFn: () => getCompetitionEntries(id),
    structuralSharing: shareEntriesById,
  });

export const useCompetitionEntries = (
  id: number,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) =>
  useQuery({
    ...competitionEntriesQueryOptions(id),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
