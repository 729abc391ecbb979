import { X } from 'lucide-react';
import type { CompetitionEntry } from '@contract/competitions';
import { formatTenths } from '@contract/scoring';
import { Badge } from '@/components/ui/badge';
import { Flag } from '@/components/ui/flag';
import { priceTenths } from '../lib/card-state';

export interface ChosenTeamProps {
  picks: readonly CompetitionEntry[];
  removable: boolean;
  onRemove: (entry: CompetitionEntry) => void;
}

/** The five slots of the team, filled in the order picked. */
export function ChosenTeam({ picks, removable, onRemove }: ChosenTeamProps) {
  return (
    <section
      aria-labelledby="chosen-team-title"
      className="rounded-card border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="chosen-team-title" className="mb-3 font-semibold">
        Your team
      </h2>
      <ol className="grid gap-2 sm:grid-cols-5" data-testid="chosen-team">
        {Array.from({ length: 5 }, (_, index) => {
          const entry = picks[index];
          if (!entry) {
            return (
              <li
                key={`empty-${index}`}
                className="flex h-16 items-center justify-center rounded-xl border border-dashed border-border text-sm text-muted-foreground"
              >
                Pick {index + 1}
              </li>
            );
          }
          return (
            <li
              key={entry.id}
              className="flex items-center gap-2 rounded-xl bg-primary-soft/60 px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1.5 truncate text-sm font-semibold">
                  <Flag code={entry.athlete.nationality} size="sm" />
                  <span className="truncate">{entry.athlete.name}</span>
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {entry.horse.name} ·{' '}
                  <span className="tabular-nums">{formatTenths(priceTenths(entry))}m</span>
                </p>
                {entry.withdrawn && <Badge variant="withdrawn">Withdrawn</Badge>}
              </div>
              {removable && (
                <button
                  type="button"
                  className="rounded-lg p-1 text-muted-foreground hover:bg-surface hover:text-foreground"
                  aria-label={`Remove ${entry.athlete.name} with ${entry.horse.name}`}
                  onClick={() => onRemove(entry)}
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
