import { queryOptions, useQuery } from '@tanstack/react-query';
import { competitionYearsSchema } from '@contract/competitions';
import { apiGet } from '@/lib/api';

export const getCompetitionYears = () => apiGet('/api/competitions/years', competitionYearsSchema);

export const competitionYearsQueryOptions = () =>
  queryOptions({ queryKey: ['competitions', 'years'] as const, queryFn: getCompetitionYears });

export const useCompetitionYears = () => useQuery(competitionYearsQueryOptions());
