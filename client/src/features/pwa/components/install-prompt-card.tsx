import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The install prompt's card: Not now, Close and Install. */
export function InstallPromptCard({
  onNotNow,
  onInstall,
}: {
  onNotNow: () => void;
  onInstall: () => void;
}) {
  return (
    <section
      aria-labelledby="install-prompt-title"
      data-testid="install-prompt"
      className="pointer-events-auto relative w-full rounded-card border border-border bg-surface-raised p-4 pr-11 shadow-pop animate-slide-in"
    >
      <button
        type="button"
        onClick={onNotNow}
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
        <Button variant="ghost" size="sm" onClick={onNotNow}>
          Not now
        </Button>
        <Button size="sm" onClick={onInstall}>
          <Download aria-hidden />
          Install
        </Button>
      </div>
    </section>
  );
}
