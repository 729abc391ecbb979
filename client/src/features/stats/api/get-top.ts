import { queryOptions, useQuery } from '@tanstack/react-query';
import type { athleteStatsListSchema, horseStatsListSchema } from '@contract/stats';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

export const getTopHorses = () => apiGet<z.infer<typeof horseStatsListSchema>>('/api/horses/top');
export const getTopAthletes = () =>
  apiGet<z.infer<typeof athleteStatsListSchema>>('/api/athletes/top');

export const topHorsesQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'top', 'horses'] as const, queryFn: getTopHorses });
export const topAthletesQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'top', 'athletes'] as const, queryFn: getTopAthletes });

export const useTopHorses = () => useQuery(topHorsesQueryOptions());
export const useTopAthletes = () => useQuery(topAthletesQueryOptions());
