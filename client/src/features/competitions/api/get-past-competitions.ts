import { queryOptions, useQuery } from '@tanstack/react-query';
import type { competitionListSchema } from '@contract/competitions';
import { PAST_EVENTS_CAP } from '@contract/constants';
import type { z } from 'zod';
import { apiGet, buildQuery } from '@/lib/api';

/** Past competitions, newest first; `year` undefined means all years. At most 20 (decision 010). */
export const getPastCompetitions = (year: number | undefined) =>
  apiGet<z.infer<typeof competitionListSchema>>(
    `/api/competitions/past${buildQuery({ year, limit: PAST_EVENTS_CAP })}`,
  );

export const pastCompetitionsQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: ['competitions', 'past', year ?? 'all'] as const,
    queryFn: () => getPastCompetitions(year),
  });

export const usePastCompetitions = (year: number | undefined) =>
  useQuery(pastCompetitionsQueryOptions(year));
