import { queryOptions, useQuery } from '@tanstack/react-query';
import { competitionListSchema } from '@contract/competitions';
import { apiGet } from '@/lib/api';

/** Every competition by start date: the Performance tab steps through them. */
export const getAllCompetitions = () => apiGet('/api/competitions/all', competitionListSchema);

export const allCompetitionsQueryOptions = () =>
  queryOptions({ queryKey: ['competitions', 'all'] as const, queryFn: getAllCompetitions });

export const useAllCompetitions = () => useQuery(allCompetitionsQueryOptions());
