import { lazy, Suspense, useEffect, useState } from 'react';
import { TIMERS } from '@contract/constants';
import { installPromptSeen, markInstallPromptSeen } from '../lib/install-prompt-storage';
import type { BeforeInstallPromptEvent } from './install-prompt-card';

// The card's markup loads during the 3 s wait after the install event, not with the first page.
const InstallPromptCard = lazy(() =>
  import('./install-prompt-card').then((m) => ({ default: m.InstallPromptCard })),
);

/**
 * 000 §2: appears 3 s after the browser's install-available event if never seen; 'Not now' or
 * close marks it seen; accepting or installing hides it.
 */
export function InstallPrompt() {
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const onInstallAvailable = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as BeforeInstallPromptEvent);
      if (installPromptSeen()) return;
      void import('./install-prompt-card');
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(true), TIMERS.installPromptDelayMs);
    };
    const onInstalled = () => {
      window.clearTimeout(timer);
      setVisible(false);
      setInstallEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onInstallAvailable);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onInstallAvailable);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!visible || !installEvent) return null;

  const notNow = () => {
    markInstallPromptSeen();
    setVisible(false);
  };
  const install = async () => {
    setVisible(false);
    await installEvent.prompt();
    await installEvent.userChoice;
    // The event can prompt only once.
    setInstallEvent(null);
  };

  return (
    <Suspense fallback={null}>
      <InstallPromptCard onNotNow={notNow} onInstall={() => void install()} />
    </Suspense>
  );
}
