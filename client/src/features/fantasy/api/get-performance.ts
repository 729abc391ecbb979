import { queryOptions } from '@tanstack/react-query';
import type { Performance } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

/** The signed-in player's overall rank and each team's rank. */
export const getPerformance = () => apiGet<Performance>('/api/fantasy/performance/current-user');

export const performanceQueryOptions = () =>
  queryOptions({ queryKey: ['fantasy', 'performance'] as const, queryFn: getPerformance });
