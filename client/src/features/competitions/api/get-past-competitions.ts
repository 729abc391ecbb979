import { queryOptions, useQuery } from '@tanstack/react-query';
import { competitionListSchema } from '@contract/competitions';
import { PAST_EVENTS_CAP } from '@contract/constants';
import { apiGet, buildQuery } from '@/lib/api';

/** Past competitions, newest first; `year` undefined means all years. At most 20 (000 §9). */
export const getPastCompetitions = (year: number | undefined) =>
  apiGet(
    `/api/competitions/past${buildQuery({ year, limit: PAST_EVENTS_CAP })}`,
    competitionListSchema,
  );

export const pastCompetitionsQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: ['competitions', 'past', year ?? 'all'] as const,
    queryFn: () => getPastCompetitions(year),
  });

export const usePastCompetitions = (year: number | undefined) =>
  useQuery(pastCompetitionsQueryOptions(year));
