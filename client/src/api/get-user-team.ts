import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserTeam } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

/** A player's team in a competition (others' teams only after the deadline). */
export const getUserTeam = (userId: number, competitionId: number) =>
  apiGet<UserTeam>(`/api/fantasy/users/${userId}/competitions/${competitionId}/team`);

export const userTeamQueryOptions = (userId: number, competitionId: number) =>
  queryOptions({
    queryKey: ['fantasy', 'users', userId, 'competitions', competitionId, 'team'] as const,
    queryFn: () => getUserTeam(userId, competitionId),
  });

export const useUserTeam = (userId: number, competitionId: number, enabled = true) =>
  useQuery({ ...userTeamQueryOptions(userId, competitionId), enabled });
