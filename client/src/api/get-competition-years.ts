import { queryOptions, useQuery } from '@tanstack/react-query';
import type { competitionYearsSchema } from '@contract/competitions';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

/** 'past': only the years that have past events (the calendar's past tab). */
export type CompetitionYearsOf = 'all' | 'past';

export const getCompetitionYears = (of: CompetitionYearsOf = 'all') =>
  apiGet<z.infer<typeof competitionYearsSchema>>(
    of === 'past' ? '/api/competitions/years?of=past' : '/api/competitions/years',
  );

export const competitionYearsQueryOptions = (of: CompetitionYearsOf = 'all') =>
  queryOptions({
    queryKey:
      of === 'past'
        ? (['competitions', 'years', 'past'] as const)
        : (['competitions', 'years'] as const),
    queryFn: () => getCompetitionYears(of),
  });

export const useCompetitionYears = (of: CompetitionYearsOf = 'all') =>
  useQuery(competitionYearsQueryOptions(of));
