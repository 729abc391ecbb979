import { useSyncExternalStore } from 'react';
import { isServedFromCacheMessage } from './messages';

/**
 * The oldest save time of the public reads the service worker answered from its cache since the
 * connection was lost; null when everything shown came from the network. Listens from module
 * load so answers given while the first screen renders are not missed.
 */
let oldest: number | null = null;
const listeners = new Set<() => void>();

function emit(next: number | null) {
  oldest = next;
  for (const listener of listeners) listener();
}

export function startCachedReadsStore(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  container?.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isServedFromCacheMessage(data) || navigator.onLine) return;
    emit(oldest === null ? data.savedAt : Math.min(oldest, data.savedAt));
  });
  window.addEventListener('online', () => emit(null));
}

export function useOldestCachedRead(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => oldest,
    () => null,
  );
}
