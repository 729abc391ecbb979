import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCompetitionSchema,
  type AdminCompetition,
  type ScrapingSettingsInput,
} from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from './get-admin-competitions';

/** PUT /api/admin/competitions/{id}/scraping: sent with every edit (001 §2). */
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

/** POST /api/admin/competitions/{id}/scrape-now: a manual scrape; its result is not shown. */
export function scrapeNow(id: number): Promise<unknown> {
  return apiSend('POST', `/api/admin/competitions/${id}/scrape-now`);
}

export function useSetScrapingEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      setScrapingEnabled(id, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}

export function useScrapeNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapeNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}
