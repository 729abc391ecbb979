import { queryOptions, useQuery } from '@tanstack/react-query';
import type { competitionYearsSchema } from '@contract/competitions';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';

export const getCompetitionYears = () =>
  apiGet<z.infer<typeof competitionYearsSchema>>('/api/competitions/years');

export const competitionYearsQueryOptions = () =>
  queryOptions({ queryKey: ['competitions', 'years'] as const, queryFn: getCompetitionYears });

export const useCompetitionYears = () => useQuery(competitionYearsQueryOptions());
