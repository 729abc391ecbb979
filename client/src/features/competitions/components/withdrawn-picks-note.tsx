import type { CompetitionEntry } from '@contract/competitions';
import { WithdrawnBadge } from '@/components/shared/withdrawn-badge';

/**
 * Withdrawn entries are left off the results, so under "My team" the player is told where the
 * missing picks went: each one named and marked WD, as My Teams marks it.
 */
export function WithdrawnPicksNote({ picks }: { picks: readonly CompetitionEntry[] }) {
  if (picks.length === 0) return null;
  const one = picks.length === 1;
  return (
    <div
      className="space-y-1.5 rounded-lg bg-muted/60 px-3 py-2 text-sm"
      data-testid="withdrawn-picks"
    >
      <p className="text-muted-foreground">
        {one
          ? '1 of your picks withdrew and is not in these results:'
          : `${picks.length} of your picks withdrew and are not in these results:`}
      </p>
      <ul className="space-y-1">
        {picks.map((pick) => (
          <li key={pick.id} className="flex items-center gap-2">
            <WithdrawnBadge />
            <span className="min-w-0 truncate">
              <span className="font-semibold">{pick.athlete.name}</span> with {pick.horse.name}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
