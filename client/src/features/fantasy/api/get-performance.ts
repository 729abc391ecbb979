import { queryOptions, useQuery } from '@tanstack/react-query';
import { performanceSchema } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

/** The signed-in player's overall rank and each team's rank. */
export const getPerformance = () =>
  apiGet('/api/fantasy/performance/current-user', performanceSchema);

export const performanceQueryOptions = () =>
  queryOptions({ queryKey: ['fantasy', 'performance'] as const, queryFn: getPerformance });

export const usePerformance = () => useQuery(performanceQueryOptions());
