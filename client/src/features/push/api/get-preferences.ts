import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferencesResponse,
} from '@contract/push';
import { apiGet, buildQuery } from '@/lib/api';
import { currentSubscription } from '../lib/device-subscription';

export const preferencesQueryKey = ['push', 'preferences'] as const;

/** The player's notification settings, and whether this browser is one of their devices. */
export async function getPreferences(): Promise<NotificationPreferencesResponse> {
  const subscription = await currentSubscription().catch(() => null);
  return apiGet(
    `/api/push/preferences${buildQuery({ endpoint: subscription?.endpoint })}`,
    notificationPreferencesResponseSchema,
  );
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences, staleTime: 0 });

export function useNotificationPreferences() {
  return useQuery(preferencesQueryOptions());
}
