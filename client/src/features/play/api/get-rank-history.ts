import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankHistory } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

/** The signed-in player's overall rank after each phase end of the current season, and now. */
export const getRankHistory = () => apiGet<RankHistory>('/api/fantasy/rank-history');

export const rankHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['fantasy', 'rank-history'] as const, queryFn: getRankHistory });

export const useRankHistory = () => useQuery(rankHistoryQueryOptions());
