import { queryOptions, useQuery } from '@tanstack/react-query';
import { devVerifyStatusSchema } from '@contract/auth';
import { apiGet, isApiError } from '@/lib/api';

/** True outside production, where the server offers dev-verify; false when it answers 404. */
export async function getDevVerifyAvailable(): Promise<boolean> {
  try {
    await apiGet('/api/auth/dev-verify', devVerifyStatusSchema);
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}

export const devVerifyStatusQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'dev-verify'], queryFn: getDevVerifyAvailable });

export function useDevVerifyAvailable() {
  return useQuery(devVerifyStatusQueryOptions());
}
