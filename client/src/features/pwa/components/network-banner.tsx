import { CloudOff, Wifi, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TIMERS } from '@contract/constants';
import { useOnlineStatus } from '../lib/use-online-status';

type Banner = 'offline' | 'online' | null;

export const OFFLINE_TEXT = "You're offline - some features may be limited";
export const ONLINE_TEXT = 'Back online';

/**
 * Offline shows a red banner until dismissed or 5 s; back online shows a green one
 * for 3 s. One banner at a time.
 */
export function NetworkBanner() {
  const online = useOnlineStatus();
  const [banner, setBanner] = useState<Banner>(() => (navigator.onLine ? null : 'offline'));
  const previous = useRef(online);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    setBanner(online ? 'online' : 'offline');
  }, [online]);

  useEffect(() => {
    if (banner === null) return;
    const timer = window.setTimeout(
      () => setBanner(null),
      banner === 'offline' ? TIMERS.offlineBannerMs : TIMERS.onlineBannerMs,
    );
    return () => window.clearTimeout(timer);
  }, [banner]);

  if (banner === null) return null;
  const offline = banner === 'offline';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[90] flex justify-center px-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
      <div
        role={offline ? 'alert' : 'status'}
        data-testid={offline ? 'offline-banner' : 'online-banner'}
        className={
          offline
            ? 'pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl bg-[#b91c1c] py-2.5 pr-2 pl-4 text-sm font-semibold text-white shadow-pop'
            : 'pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl bg-[#15803d] px-4 py-2.5 text-sm font-semibold text-white shadow-pop'
        }
      >
        {offline ? (
          <CloudOff className="size-5 shrink-0" aria-hidden />
        ) : (
          <Wifi className="size-5 shrink-0" aria-hidden />
        )}
        <span className="flex-1">{offline ? OFFLINE_TEXT : ONLINE_TEXT}</span>
        {offline && (
          <button
            type="button"
            onClick={() => setBanner(null)}
            aria-label="Dismiss offline message"
            className="cursor-pointer rounded-md p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
