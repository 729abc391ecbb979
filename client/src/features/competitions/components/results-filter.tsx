import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * All entries or only the player's picks: two pressed-state buttons, kept in the address
 * (?show=my-team) so a reload or a shared link keeps the choice. `picks` counts the picks the
 * results list, which leave out a withdrawn one.
 */
export function ResultsFilter({
  onlyMine,
  picks,
  onChange,
}: {
  onlyMine: boolean;
  picks: number;
  onChange: (onlyMine: boolean) => void;
}) {
  const option = (pressed: boolean) =>
    cn(
      'flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium',
      pressed
        ? 'bg-primary text-primary-foreground'
        : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <div
      role="group"
      aria-label="Show entries"
      className="inline-flex rounded-xl border border-input bg-surface p-0.5"
    >
      <button
        type="button"
        aria-pressed={!onlyMine}
        className={option(!onlyMine)}
        onClick={() => onChange(false)}
      >
        All entries
      </button>
      <button
        type="button"
        aria-pressed={onlyMine}
        className={option(onlyMine)}
        onClick={() => onChange(true)}
      >
        <Star className="size-4" aria-hidden />
        {/* One inline run, so the space before the count is in the button's name: "My team (4)". */}
        <span>
          My team <span className="tabular-nums">({picks})</span>
        </span>
      </button>
    </div>
  );
}
