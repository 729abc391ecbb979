import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A new version is waiting; Update Now activates it and reloads, Later keeps this one. */
export function UpdateCard({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const [updating, setUpdating] = useState(false);
  return (
    <section
      aria-labelledby="update-card-title"
      data-testid="update-card"
      className="pointer-events-auto w-full rounded-card border border-border bg-surface-raised p-4 shadow-pop animate-slide-in"
    >
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <RefreshCw className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="update-card-title" className="text-base font-semibold">
            Update available
          </h2>
          <p className="text-sm text-muted-foreground">
            A new version of Eventing Manager 2.0 is ready.
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onLater} disabled={updating}>
          Later
        </Button>
        <Button
          size="sm"
          loading={updating}
          onClick={() => {
            setUpdating(true);
            onUpdate();
          }}
        >
          Update Now
        </Button>
      </div>
    </section>
  );
}
