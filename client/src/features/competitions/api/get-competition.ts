import { queryOptions, useQuery } from '@tanstack/react-query';
import { competitionSchema } from '@contract/competitions';
import { apiGet } from '@/lib/api';

export const competitionKey = (id: number) => ['competitions', id] as const;

/** The browser revalidates with the ETag, so a repeated poll costs a 304. */
export const getCompetition = (id: number) => apiGet(`/api/competitions/${id}`, competitionSchema);

export const competitionQueryOptions = (id: number) =>
  queryOptions({ queryKey: competitionKey(id), queryFn: () => getCompetition(id) });

export const useCompetition = (id: number, options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...competitionQueryOptions(id), refetchInterval: options.refetchInterval ?? false });
