import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrapeLogSchema, type ScrapeLog } from '@contract/scraping';
import { apiGet } from '@/lib/api';

export const scrapeLogKey = (competitionId: number) =>
  ['admin', 'scrape-log', competitionId] as const;

/** GET /api/admin/competitions/{id}/scrape-log: the competition's latest scrapes, newest first. */
export function getScrapeLog(competitionId: number, limit: number): Promise<ScrapeLog> {
  return apiGet(
    `/api/admin/competitions/${competitionId}/scrape-log?limit=${limit}`,
    scrapeLogSchema,
  );
}

export const scrapeLogQueryOptions = (competitionId: number, limit: number) =>
  queryOptions({
    queryKey: [...scrapeLogKey(competitionId), limit] as const,
    queryFn: () => getScrapeLog(competitionId, limit),
  });

export function useScrapeLog(competitionId: number, limit: number) {
  return useQuery(scrapeLogQueryOptions(competitionId, limit));
}
