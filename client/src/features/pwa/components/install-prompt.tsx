import { lazy, Suspense, useEffect, useState } from 'react';
import { TIMERS } from '@contract/constants';
import {
  currentInstallOffer,
  forgetInstallOffer,
  subscribeToInstallOffers,
  type InstallOffer,
} from '../lib/install-event';
import { installPromptSeen, markInstallPromptSeen } from '../lib/install-prompt-storage';

// The card's markup loads during the 3 s wait after the install event, not with the first page.
const InstallPromptCard = lazy(() =>
  import('./install-prompt-card').then((m) => ({ default: m.InstallPromptCard })),
);

/**
 * Appears 3 s after the browser's install-available event if never seen; 'Not now' or
 * close marks it seen; accepting or installing hides it.
 */
export function InstallPrompt() {
  const [offer, setOffer] = useState<InstallOffer | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      const next = currentInstallOffer();
      window.clearTimeout(timer);
      setOffer(next);
      if (next === null) {
        setVisible(false);
        return;
      }
      if (installPromptSeen()) return;
      void import('./install-prompt-card');
      // Counted from the browser's event, which may have come before this screen started.
      const wait = Math.max(0, next.receivedAt + TIMERS.installPromptDelayMs - Date.now());
      timer = window.setTimeout(() => setVisible(true), wait);
    };
    update();
    const unsubscribe = subscribeToInstallOffers(update);
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  if (!visible || !offer) return null;

  const notNow = () => {
    markInstallPromptSeen();
    setVisible(false);
  };
  const install = async () => {
    setVisible(false);
    await offer.event.prompt();
    await offer.event.userChoice;
    // The event can prompt only once.
    forgetInstallOffer();
  };

  return (
    <Suspense fallback={null}>
      <InstallPromptCard onNotNow={notNow} onInstall={() => void install()} />
    </Suspense>
  );
}
