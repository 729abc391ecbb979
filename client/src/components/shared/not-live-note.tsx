import { WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Said on a live board while its live updates are down (decision 105). */
export const NOT_LIVE_NOTE = 'Not live: reconnecting. The points shown may be out of date.';

/** The note a live board shows while it is not live; `tone` for a dark card. */
export function NotLiveNote({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <p
      role="status"
      data-testid="not-live"
      className={cn(
        'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'dark'
          ? 'border-white/40 bg-black/25 text-white'
          : 'border-destructive/40 bg-destructive-soft text-destructive-text',
      )}
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      {NOT_LIVE_NOTE}
    </p>
  );
}
