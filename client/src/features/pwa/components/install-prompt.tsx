import { Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TIMERS } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { installPromptSeen, markInstallPromptSeen } from '../lib/install-prompt-storage';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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
    <section
      aria-labelledby="install-prompt-title"
      data-testid="install-prompt"
      className="pointer-events-auto relative w-full rounded-card border border-border bg-surface-raised p-4 pr-11 shadow-pop animate-slide-in"
    >
      <button
        type="button"
        onClick={notNow}
        aria-label="Close"
        className="absolute top-3 right-3 cursor-pointer rounded-md p-1 text-muted-foreground hover:text-foreground"
      >
        <X className="size-4" aria-hidden />
      </button>
      <div className="flex gap-3">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={44}
          height={44}
          className="size-11 shrink-0 rounded-xl"
        />
        <div className="grid gap-1">
          <h2 id="install-prompt-title" className="text-base font-semibold">
            Install Eventing Manager 2.0
          </h2>
          <p className="text-sm text-muted-foreground">
            Add the app to your home screen: your team, live results and deadline reminders one tap
            away, even offline.
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={notNow}>
          Not now
        </Button>
        <Button size="sm" onClick={() => void install()}>
          <Download aria-hidden />
          Install
        </Button>
      </div>
    </section>
  );
}
