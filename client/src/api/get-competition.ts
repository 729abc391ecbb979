import { queryOptions, useQuery } from '@tanstack/react-query';
import type { competitionSchema } from '@contract/competitions';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

export const competitionKey = (id: number) => ['competitions', id] as const;

/** The browser revalidates with the ETag, so a repeated poll costs a 304. */
export const getCompetition = (id: number) =>
  apiGet<z.infer<typeof competitionSchema>>(`/api/competitions/${id}`);

export const competitionQueryOptions = (id: number) =>
  queryOptions({ queryKey: competitionKey(id), queryFn: () => getCompetition(id) });

export const useCompetition = (id: number, options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...competitionQueryOptions(id), refetchInterval: options.refetchInterval ?? false });
