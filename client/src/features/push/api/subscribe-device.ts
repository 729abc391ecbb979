import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushMessageResponseSchema, type PushMessageResponse } from '@contract/push';
import { apiSend } from '@/lib/api';
import { subscribeThisBrowser, type DeviceSubscription } from '../lib/device-subscription';
import { getPublicKey } from './get-public-key';
import { preferencesQueryKey } from './get-preferences';

export function saveSubscription(body: DeviceSubscription): Promise<PushMessageResponse> {
  return apiSend('POST', '/api/push/subscriptions', body, pushMessageResponseSchema);
}

/** Asks the browser's permission, subscribes it with the server's key and stores it. */
export function useSubscribeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await getPublicKey();
      return saveSubscription(await subscribeThisBrowser(publicKey));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  });
}
