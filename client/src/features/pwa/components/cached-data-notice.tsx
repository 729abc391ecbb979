import { lazy, Suspense } from 'react';
import { useOldestCachedRead } from '../lib/cached-reads-store';
import { useOnlineStatus } from '../lib/use-online-status';

// Loaded (from the service worker's precache) only once a saved answer was shown offline.
const CachedDataCard = lazy(() =>
  import('./cached-data-card').then((m) => ({ default: m.CachedDataCard })),
);

/** While offline, says how old the saved calendar, results or articles on screen are. */
export function CachedDataNotice() {
  const online = useOnlineStatus();
  const savedAt = useOldestCachedRead();
  if (online || savedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <CachedDataCard savedAt={savedAt} />
    </Suspense>
  );
}
