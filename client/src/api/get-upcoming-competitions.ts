import { queryOptions, useQuery } from '@tanstack/react-query';
import type { competitionListSchema } from '@contract/competitions';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

export const upcomingCompetitionsKey = ['competitions', 'upcoming'] as const;

export const getUpcomingCompetitions = () =>
  // Not validated again on the client (decision 020): the server answers through the schema.
  apiGet<z.infer<typeof competitionListSchema>>('/api/competitions/upcoming');

export const upcomingCompetitionsQueryOptions = () =>
  queryOptions({ queryKey: upcomingCompetitionsKey, queryFn: getUpcomingCompetitions });

export const useUpcomingCompetitions = () => useQuery(upcomingCompetitionsQueryOptions());
