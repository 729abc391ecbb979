import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The install prompt's card: a slim bar with Not now, Close and Install. It arrives over a page
 * that is already drawn, so it stays small: one short title (no paragraph on a phone) and a small
 * icon, never the page's largest paint nor a cover over what the player was reading.
 */
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
      aria-describedby="install-prompt-text"
      data-testid="install-prompt"
      className="pointer-events-auto flex w-full items-center gap-2 rounded-xl border border-border bg-surface-raised py-2 pr-1 pl-2 shadow-pop animate-slide-in"
    >
      <img
        src="/icons/icon-192.png"
        alt=""
        width={28}
        height={28}
        className="size-7 shrink-0 rounded-lg"
      />
      <div className="min-w-0 flex-1">
        <h2 id="install-prompt-title" className="truncate text-sm font-semibold">
          Install <span className="sr-only sm:not-sr-only">Eventing Manager 2.0</span>
          <span aria-hidden className="sm:hidden">
            the app
          </span>
        </h2>
        <p
          id="install-prompt-text"
          className="sr-only sm:not-sr-only sm:truncate sm:text-xs sm:text-muted-foreground"
        >
          Your team and live results one tap away, even offline.
        </p>
      </div>
      <Button variant="ghost" size="sm" className="px-2" onClick={onNotNow}>
        Not now
      </Button>
      <Button size="sm" className="px-2.5" onClick={onInstall}>
        <Download aria-hidden />
        Install
      </Button>
      <button
        type="button"
        onClick={onNotNow}
        aria-label="Close"
        className="cursor-pointer rounded-md p-1.5 text-muted-foreground hover:text-foreground"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
