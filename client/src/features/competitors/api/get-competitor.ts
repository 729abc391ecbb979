import { queryOptions, useQuery } from '@tanstack/react-query';
import { competitorSchema } from '@contract/competitors';
import { apiGet } from '@/lib/api';

export type CompetitorIds = { athleteId: number; horseId: number; competitionId: number };

export const getCompetitor = ({ athleteId, horseId, competitionId }: CompetitorIds) =>
  apiGet(`/api/competitors/${athleteId}/${horseId}/${competitionId}`, competitorSchema);

export const competitorQueryOptions = (ids: CompetitorIds) =>
  queryOptions({
    queryKey: ['competitors', ids.athleteId, ids.horseId, ids.competitionId] as const,
    queryFn: () => getCompetitor(ids),
  });

export const useCompetitor = (ids: CompetitorIds) => useQuery(competitorQueryOptions(ids));
