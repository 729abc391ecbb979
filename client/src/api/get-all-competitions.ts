import { queryOptions, useQuery } from '@tanstack/react-query';
import type { competitionListSchema } from '@contract/competitions';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

/** Every competition by start date: the Performance tab steps through them. */
export const getAllCompetitions = () =>
  apiGet<z.infer<typeof competitionListSchema>>('/api/competitions/all');

export const allCompetitionsQueryOptions = () =>
  queryOptions({ queryKey: ['competitions', 'all'] as const, queryFn: getAllCompetitions });

export const useAllCompetitions = () => useQuery(allCompetitionsQueryOptions());
