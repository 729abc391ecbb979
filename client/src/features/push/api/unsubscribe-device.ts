import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUSH_MESSAGES, pushMessageResponseSchema, type PushMessageResponse } from '@contract/push';
import { apiSend } from '@/lib/api';
import { unsubscribeThisBrowser } from '../lib/device-subscription';
import { preferencesQueryKey } from './get-preferences';

export function deleteSubscription(endpoint: string): Promise<PushMessageResponse> {
  return apiSend('DELETE', '/api/push/subscriptions', { endpoint }, pushMessageResponseSchema);
}

/** Unsubscribes this browser and tells the server to forget it. */
export function useUnsubscribeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisBrowser();
      return endpoint ? deleteSubscription(endpoint) : { message: PUSH_MESSAGES.unsubscribed };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  });
}
