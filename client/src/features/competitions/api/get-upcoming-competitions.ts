import { queryOptions, useQuery } from '@tanstack/react-query';
import { competitionListSchema } from '@contract/competitions';
import { apiGet } from '@/lib/api';

export const upcomingCompetitionsKey = ['competitions', 'upcoming'] as const;

export const getUpcomingCompetitions = () =>
  apiGet('/api/competitions/upcoming', competitionListSchema);

export const upcomingCompetitionsQueryOptions = () =>
  queryOptions({ queryKey: upcomingCompetitionsKey, queryFn: getUpcomingCompetitions });

export const useUpcomingCompetitions = () => useQuery(upcomingCompetitionsQueryOptions());
