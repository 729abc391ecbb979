/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = { event: BeforeInstallPromptEvent; receivedAt: number };

/**
 * The browser's latest install offer, kept from the moment this module loads: a prerendered page
 * starts the app only after its first paint, and the event may come before that. The page's entry
 * (src/boot.ts) can import this module so nothing is missed.
 */
let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

function emit(next: InstallOffer | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    emit({ event: event as BeforeInstallPromptEvent, receivedAt: Date.now() });
  });
  window.addEventListener('appinstalled', () => emit(null));
}

export function currentInstallOffer(): InstallOffer | null {
  return offer;
}

/** Calls `listener` on every new offer and when the app is installed; returns the unsubscribe. */
export function subscribeToInstallOffers(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The offer was used (it can prompt only once). */
export function forgetInstallOffer(): void {
  emit(null);
}
