import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatAge } from '../lib/format-age';

/** 'Offline: showing saved data from …', its age kept current every 30 s. */
export function CachedDataCard({ savedAt }: { savedAt: number }) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div
      role="status"
      data-testid="cached-data-notice"
      className="fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-[80] mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-medium text-foreground shadow-pop md:bottom-6"
    >
      <History className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span>
        Offline: showing saved data from{' '}
        <time dateTime={new Date(savedAt).toISOString()}>{formatAge(savedAt, now)}</time>
      </span>
    </div>
  );
}
