import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceEntriesResultSchema } from '@contract/pricing';
import { apiSend } from '@/lib/api';
import { pricingHealthKey } from './pricing-health';

/** Previews (apply false) or stores (apply true) every entry's form and price. */
export function priceEntries(competitionId: number, apply: boolean) {
  return apiSend(
    'POST',
    `/api/admin/competitions/${competitionId}/price-entries`,
    { apply },
    priceEntriesResultSchema,
  );
}

export function usePriceEntries(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apply: boolean) => priceEntries(competitionId, apply),
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries();
    },
  });
}

/** Sets (a price in millions) or clears (null) an operator's price for one entry. */
export function useOverridePrice(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, price }: { entryId: number; price: number | null }) =>
      apiSend('PUT', `/api/admin/competitions/${competitionId}/entries/${entryId}/price-override`, {
        price,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingHealthKey }),
  });
}
