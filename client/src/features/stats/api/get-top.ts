import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteStatsListSchema, horseStatsListSchema } from '@contract/stats';
import { apiGet } from '@/lib/api';

export const getTopHorses = () => apiGet('/api/horses/top', horseStatsListSchema);
export const getTopAthletes = () => apiGet('/api/athletes/top', athleteStatsListSchema);

export const topHorsesQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'top', 'horses'] as const, queryFn: getTopHorses });
export const topAthletesQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'top', 'athletes'] as const, queryFn: getTopAthletes });

export const useTopHorses = () => useQuery(topHorsesQueryOptions());
export const useTopAthletes = () => useQuery(topAthletesQueryOptions());
