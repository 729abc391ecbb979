import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CompetitionEntry } from '@contract/competitions';
import { formatTenths } from '@contract/scoring';
import { Badge } from '@/components/ui/badge';
import { Flag } from '@/components/ui/flag';
import { priceTenths } from '../lib/card-state';

export interface ChosenTeamProps {
  picks: readonly CompetitionEntry[];
  removable: boolean;
  onRemove: (entry: CompetitionEntry) => void;
  /** The picks' expected points added up, in tenths. */
  /** The expected points of the picks that have them (tenths), and how many picks those are. */
  expected: { tenths: number; counted: number };
}

/** Where focus goes once a pick is removed: the next pick's Remove, else the one before, else the list. */
export function focusAfterRemoval(
  picks: readonly Pick<CompetitionEntry, 'id'>[],
  removedId: number,
): number | 'list' {
  const index = picks.findIndex((pick) => pick.id === removedId);
  const rest = picks.filter((pick) => pick.id !== removedId);
  return rest[Math.min(Math.max(index, 0), rest.length - 1)]?.id ?? 'list';
}

/**
 * The five slots of the team, filled in the order picked, with the team's cost and expected
 * points. Removing a pick keeps the keyboard where it was: on the next pick's Remove, or the list.
 */
export function ChosenTeam({ picks, removable, onRemove, expected }: ChosenTeamProps) {
  const list = useRef<HTMLOListElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // Where focus goes once the removed pick has left the list (the render after the click).
  const focusNext = useRef<number | 'list' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const target = next === 'list' ? list.current : buttons.current.get(next);
    (target ?? list.current)?.focus();
  }, [picks]);

  const costTenths = picks.reduce((sum, entry) => sum + priceTenths(entry), 0);
  const remove = (entry: CompetitionEntry) => {
    focusNext.current = focusAfterRemoval(picks, entry.id);
    onRemove(entry);
  };
  return (
    <section
      aria-labelledby="chosen-team-title"
      className="rounded-card border border-border bg-surface p-4 shadow-card"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="chosen-team-title" className="font-semibold">
          Your team
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="team-value">
          Cost <span className="font-semibold text-foreground">{formatTenths(costTenths)}m</span>
          {' · '}
          <ExpectedPoints expected={expected} picks={picks.length} />
        </p>
      </div>
      <ol
        ref={list}
        tabIndex={-1}
        aria-label="Your picks"
        className="grid gap-2 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-5"
        data-testid="chosen-team"
      >
        {Array.from({ length: 5 }, (_, index) => {
          const entry = picks[index];
          if (!entry) {
            return (
              <li
                key={`empty-${index}`}
                className="flex h-10 items-center justify-center rounded-xl border border-dashed border-border text-sm text-muted-foreground sm:h-16"
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
                  ref={(element) => {
                    if (element) buttons.current.set(entry.id, element);
                    else buttons.current.delete(entry.id);
                  }}
                  className="rounded-lg p-1 text-muted-foreground hover:bg-surface hover:text-foreground"
                  aria-label={`Remove ${entry.athlete.name} with ${entry.horse.name}`}
                  onClick={() => remove(entry)}
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

/**
 * The team's expected points: a pick with no form or not priced yet has none, so the sum says how
 * many picks it holds instead of counting those as 0.
 */
function ExpectedPoints({
  expected,
  picks,
}: {
  expected: { tenths: number; counted: number };
  picks: number;
}) {
  if (picks > 0 && expected.counted === 0) return <>No expected points for these picks</>;
  return (
    <>
      Expected{' '}
      <span className="font-semibold text-foreground">{formatTenths(expected.tenths)}</span> pts
      {expected.counted < picks
        ? ` from ${String(expected.counted)} of ${String(picks)} picks`
        : ''}
    </>
  );
}
