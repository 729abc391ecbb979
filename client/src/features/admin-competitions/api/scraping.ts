import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCompetitionSchema,
  type AdminCompetition,
  type ScrapingSettingsInput,
} from '@contract/admin-competitions';
import { scrapeResultSchema, type ScrapeResult } from '@contract/scraping';
import { apiSend } from '@/lib/api';
import { scrapeLogKey } from '@/api/get-scrape-log';
import { matchingDashboardKey } from '@/api/get-matching-dashboard';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';

/** PUT /api/admin/competitions/{id}/scraping: sent with every edit of a competition. */
export function updateScrapingSettings(
  id: number,
  input: ScrapingSettingsInput,
): Promise<AdminCompetition> {
  return apiSend('PUT', `/api/admin/competitions/${id}/scraping`, input, adminCompetitionSchema);
}

/** PATCH /api/admin/competitions/{id}/scraping: the Auto ON/OFF toggle. */
export function setScrapingEnabled(id: number, scrapingEnabled: boolean) {
  return apiSend(
    'PATCH',
    `/api/admin/competitions/${id}/scraping`,
    { scrapingEnabled },
    adminCompetitionSchema,
  );
}

/** POST /api/admin/competitions/{id}/scrape-now: a manual scrape, answered with its summary. */
export function scrapeNow(id: number): Promise<ScrapeResult> {
  return apiSend('POST', `/api/admin/competitions/${id}/scrape-now`, undefined, scrapeResultSchema);
}

export function useSetScrapingEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      setScrapingEnabled(id, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}

/** A failed scrape is logged too, so the log is refreshed either way. */
export function useScrapeNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapeNow,
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
        queryClient.invalidateQueries({ queryKey: matchingDashboardKey(id) }),
      ]),
    onSettled: (_result, _error, id) =>
      queryClient.invalidateQueries({ queryKey: scrapeLogKey(id) }),
  });
}
