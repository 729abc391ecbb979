import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { CachedDataNotice } from './cached-data-notice';
import { InstallPrompt } from './install-prompt';
import { NetworkBanner } from './network-banner';

// Shown only when a new version is waiting: not part of the first download.
const UpdateCard = lazy(() => import('./update-card').then((m) => ({ default: m.UpdateCard })));

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker at /sw.js and shows the installable-app prompts: network banners,
 * saved-data age, the install prompt and the update card.
 */
export function PwaLayer() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Long-open tabs (a live stream on the sofa) still learn about new versions.
      window.setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });

  return (
    <>
      <NetworkBanner />
      <CachedDataNotice />
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[85] mx-auto flex w-full max-w-md flex-col gap-2 p-4 md:right-0 md:bottom-0 md:left-auto md:mx-0 md:max-w-sm">
        {needRefresh && (
          <Suspense fallback={null}>
            <UpdateCard
              onUpdate={() => void updateServiceWorker(true)}
              onLater={() => setNeedRefresh(false)}
            />
          </Suspense>
        )}
        <InstallPrompt />
      </div>
    </>
  );
}
