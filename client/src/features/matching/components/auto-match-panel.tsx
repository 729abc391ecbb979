import { Square, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AutoMatchState } from './use-auto-match';

/** Start and Stop, and the progress of auto-matching (current of total, matched so far). */
export function AutoMatchPanel({
  state,
  onStart,
  onStop,
  disabled,
}: {
  state: AutoMatchState;
  onStart: () => void;
  onStop: () => void;
  disabled: boolean;
}) {
  const running = state.status === 'running';
  const percent = state.total > 0 ? Math.round((state.current / state.total) * 100) : 0;
  return (
    <section
      aria-labelledby="auto-match-title"
      className="space-y-3 rounded-card border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="auto-match-title" className="text-lg font-semibold">
            Auto-match
          </h2>
          <p className="text-sm text-muted-foreground">
            Matches unmatched rows to free entries by exact names, name variations and similarity.
          </p>
        </div>
        {running ? (
          <Button variant="outline" onClick={onStop}>
            <Square aria-hidden />
            Stop
          </Button>
        ) : (
          <Button onClick={onStart} disabled={disabled}>
            <Wand2 aria-hidden />
            Auto-match
          </Button>
        )}
      </div>
      {state.status !== 'idle' && (
        <div role="status" aria-live="polite" className="space-y-2">
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Auto-match progress"
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.current}
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm tabular-nums" data-testid="auto-match-progress">
            {state.current} of {state.total} rows checked, {state.matched} matched
            {state.status === 'complete' && ' — complete'}
            {state.status === 'stopped' && ' — stopped'}
            {state.status === 'error' && ' — failed'}
          </p>
          {state.message && <p className="text-sm text-muted-foreground">{state.message}</p>}
        </div>
      )}
    </section>
  );
}
