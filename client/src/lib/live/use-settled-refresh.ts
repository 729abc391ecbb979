import { TIMERS } from '@contract/constants';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

const shown = () => document.visibilityState === 'visible';

/**
 * Refetches the queries under `queryKeys` when the tab is shown again and every
 * `TIMERS.settledRefreshMs` while it is shown (a hidden tab asks nothing). Only live
 * competitions' streams are followed (a stream per completed competition would hold every
 * connection), so this is how an operator's later correction of a completed result reaches a
 * screen already open (decision 068).
 */
export function useSettledRefresh(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);

  useEffect(() => {
    const parsed = JSON.parse(keys) as QueryKey[];
    if (parsed.length === 0 || typeof document === 'undefined') return;
    const refresh = () => {
      if (!shown()) return;
      // A read already on its way answers this too: it is not cancelled to be asked again.
      for (const queryKey of parsed) {
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      }
    };
    const timer = setInterval(refresh, TIMERS.settledRefreshMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [keys, queryClient]);
}
