import { Ban, Check, Lock, Plus, Wallet } from 'lucide-react';
import { memo } from 'react';
import { formatTenths } from '@contract/scoring';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';
import { missingExpectation } from '@/lib/figures';
import { priceTenths, type CardState } from '../lib/card-state';
import {
  CompetitorHistoryLink,
  figure,
  stateLabels,
  type CompetitorCardProps,
} from './competitor-card';

const icons: Record<CardState, typeof Plus> = {
  selected: Check,
  withdrawn: Ban,
  teamFull: Lock,
  tooExpensive: Wallet,
  select: Plus,
};

/**
 * One combination as a compact row of the list view: who, price, expected points and its pick
 * state, so a phone shows a dozen at once. The same handlers and states as the card.
 */
export const CompetitorRow = memo(function CompetitorRow({
  entry,
  state,
  locked,
  onSelect,
  onRemove,
}: Omit<CompetitorCardProps, 'selectedShare'>) {
  const selected = state === 'selected';
  const withdrawn = state === 'withdrawn';
  const blocked =
    withdrawn || (!selected && (state !== 'select' || locked)) || (selected && locked);
  const name = `${entry.athlete.name} with ${entry.horse.name}`;
  const Icon = icons[state];
  return (
    <li
      data-testid="competitor-row"
      data-state={state}
      aria-label={name}
      className={cn(
        'flex items-center gap-3 px-3 py-2.5',
        selected && 'bg-primary-soft/60',
        withdrawn && 'opacity-60',
      )}
    >
      <Flag code={entry.athlete.nationality} size="sm" />
      <div className="min-w-0 flex-1">
        <p className={cn('truncate text-sm font-semibold', withdrawn && 'line-through')}>
          {entry.athlete.name}
        </p>
        <p className="flex items-center gap-2 truncate text-xs text-muted-foreground">
          <span className="truncate">{entry.horse.name}</span>
          <CompetitorHistoryLink entry={entry} />
        </p>
      </div>
      <div className="shrink-0 text-right tabular-nums">
        <p className="text-sm font-bold">{formatTenths(priceTenths(entry))}m</p>
        <p className="text-xs text-muted-foreground">
          {missingExpectation(entry) ?? `${figure(entry.expPts, 1)} exp`}
        </p>
      </div>
      <button
        type="button"
        aria-disabled={blocked || undefined}
        disabled={withdrawn}
        aria-label={selected ? `Remove ${name}` : `${stateLabels[state]}: ${name}`}
        onClick={() => (selected ? onRemove(entry) : onSelect(entry))}
        className={cn(
          'flex w-20 shrink-0 cursor-pointer flex-col items-center gap-0.5 rounded-lg px-1 py-1 text-[0.6875rem] leading-tight font-semibold',
          selected
            ? 'bg-primary text-primary-foreground'
            : state === 'select' && !locked
              ? 'bg-primary-soft text-primary-soft-foreground'
              : 'bg-muted text-muted-foreground',
          blocked && 'cursor-not-allowed',
        )}
      >
        <Icon className="size-4" aria-hidden />
        {stateLabels[state]}
      </button>
    </li>
  );
});
