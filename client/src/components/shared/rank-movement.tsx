import type { MovementSince, RankMovement as Movement } from '@contract/leaderboards';
import { cn } from '@/lib/cn';
import { groupThousands, movementText } from '@/lib/movement';

/**
 * A rank's movement since the last phase end: ▲ 1,204 (up), ▼ 37 (down), "new", or a dash for no
 * change; nothing before there is anything to compare with. Arrow and words, never colour alone.
 */
export function RankMovement({
  movement,
  since,
  className,
}: {
  movement: Movement;
  since: MovementSince;
  className?: string;
}) {
  const label = movementText(movement, since);
  if (movement === null || label === null) return null;
  const base = 'inline-flex items-center gap-0.5 text-xs font-semibold tabular-nums';
  if (movement === 'new') {
    return (
      <span
        className={cn(base, 'rounded-full bg-accent-soft px-1.5 text-accent-text', className)}
        title={label}
        data-testid="rank-movement"
      >
        <span aria-hidden>new</span>
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  const tone =
    movement > 0
      ? 'text-primary-soft-foreground'
      : movement < 0
        ? 'text-destructive-text'
        : 'text-muted-foreground';
  return (
    <span className={cn(base, tone, className)} title={label} data-testid="rank-movement">
      <span aria-hidden>
        {movement > 0 ? '▲' : movement < 0 ? '▼' : '–'}
        {movement !== 0 && ` ${groupThousands(movement)}`}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
