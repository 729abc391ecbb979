import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
} from '@contract/push';
import { apiSend } from '@/lib/api';
import { preferencesQueryKey } from './get-preferences';

export function updatePreferences(
  body: NotificationPreferences,
): Promise<NotificationPreferencesResponse> {
  return apiSend('PUT', '/api/push/preferences', body, notificationPreferencesResponseSchema);
}

/** Saves the per-kind switches; the answer replaces them, this device's status is kept. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData<NotificationPreferencesResponse>(preferencesQueryKey, (old) => ({
        ...saved,
        thisDevice: old?.thisDevice ?? false,
      }));
    },
  });
}
