import { Ban, Check, Lock, Plus, Wallet, X } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CompetitionEntry } from '@contract/competitions';
import { formatTenths } from '@contract/scoring';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';
import { formatPenaltyAverage, formatShare, missingExpectation } from '@/lib/figures';
import { priceTenths, type CardState } from '../lib/card-state';
import { penaltyTone, shareTone, toneStyles, toneWords, type Tone } from '../lib/stat-tone';

export interface CompetitorCardProps {
  entry: CompetitionEntry;
  state: CardState;
  selectedShare: number | undefined;
  /** Selections closed, or the saved team is shown without editing. */
  locked: boolean;
  onSelect: (entry: CompetitionEntry) => void;
  onRemove: (entry: CompetitionEntry) => void;
}

export const stateLabels: Record<CardState, string> = {
  selected: 'Selected',
  withdrawn: 'Withdrawn',
  teamFull: 'Team Full',
  tooExpensive: 'Too Expensive',
  select: 'Select',
};

function Stat({ label, value, tone }: { label: string; value: string; tone: Tone | null }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-lg px-1.5 py-1',
        tone ? toneStyles[tone] : 'bg-muted text-muted-foreground',
      )}
    >
      <dt className="text-[0.625rem] font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="text-sm font-bold tabular-nums">
        {value}
        {tone && <span className="sr-only"> ({toneWords[tone]})</span>}
      </dd>
    </div>
  );
}

export const figure = (value: number | null, digits: number) =>
  value === null ? '–' : value.toFixed(digits);

/** The combination's page: form, earlier results and who picked it. */
export function CompetitorHistoryLink({ entry }: { entry: CompetitionEntry }) {
  return (
    <Link
      to={`/competitor/${entry.athleteId}/${entry.horseId}/${entry.competitionId}`}
      // 24px tall to the finger, the line's height unchanged (the padding is taken back).
      className="relative z-20 -my-1 py-1 font-medium text-primary-soft-foreground underline underline-offset-2 hover:no-underline"
    >
      History
      <span className="sr-only">
        {' '}
        of {entry.athlete.name} with {entry.horse.name}
      </span>
    </Link>
  );
}

// Off-screen cards skip style, layout and paint (a pick can change the state of most cards, a sort
// moves them all); the remembered size keeps the page's height while they are skipped.
const CARD =
  'relative flex flex-col gap-3 rounded-card border bg-surface p-4 shadow-card transition-colors render-when-visible';
const SELECTED_CARD = cn(CARD, 'border-primary ring-2 ring-primary');
const UNSELECTED_CARD = cn(CARD, 'border-border');

/** Who, the price and the form figures: the same whatever the card's pick state. */
const CardFace = memo(function CardFace({
  entry,
  selectedShare,
}: {
  entry: CompetitionEntry;
  selectedShare: number | undefined;
}) {
  return (
    <>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold">
            <Flag code={entry.athlete.nationality} size="sm" />
            <span className="truncate">{entry.athlete.name}</span>
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {entry.horse.name}
            {entry.startOrder !== null && (
              <span className="tabular-nums"> · No. {entry.startOrder}</span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground tabular-nums">
            <span>{missingExpectation(entry) ?? `Exp. ${figure(entry.expPts, 1)} pts`}</span>
            <CompetitorHistoryLink entry={entry} />
          </p>
        </div>
        <p className="shrink-0 rounded-lg bg-hero-from px-2.5 py-1 text-base font-bold text-white tabular-nums">
          {formatTenths(priceTenths(entry))}m
        </p>
      </header>
      <dl className="grid grid-cols-5 gap-1.5">
        <Stat
          label="6RA"
          value={formatPenaltyAverage(entry.ra6)}
          tone={entry.ra6 === null ? null : penaltyTone(entry.ra6)}
        />
        <Stat
          label="SJ6"
          value={formatPenaltyAverage(entry.sj6)}
          tone={entry.sj6 === null ? null : penaltyTone(entry.sj6)}
        />
        <Stat
          label="XCJ"
          value={formatShare(entry.xcj10)}
          tone={entry.xcj10 === null ? null : shareTone(entry.xcj10)}
        />
        <Stat
          label="TSP"
          value={formatShare(entry.tsp)}
          tone={entry.tsp === null ? null : shareTone(entry.tsp)}
        />
        <Stat
          label="Sel."
          value={selectedShare === undefined ? '–' : `${selectedShare.toFixed(0)}%`}
          tone={null}
        />
      </dl>
    </>
  );
});

/**
 * One combination: price, form figures with their colour tiers, % selected and its pick state.
 * Memoised: with stable handlers, a pick or a poll re-renders only the cards whose props changed.
 */
export const CompetitorCard = memo(function CompetitorCard({
  entry,
  state,
  selectedShare,
  locked,
  onSelect,
  onRemove,
}: CompetitorCardProps) {
  const withdrawn = state === 'withdrawn';
  const selected = state === 'selected';
  const name = `${entry.athlete.name} with ${entry.horse.name}`;
  return (
    <article
      data-testid="competitor-card"
      data-state={state}
      aria-label={name}
      className={selected ? SELECTED_CARD : UNSELECTED_CARD}
    >
      {withdrawn && (
        <div
          className="absolute inset-0 z-10 flex items-center justify-center rounded-card bg-surface/80 backdrop-blur-[1px]"
          aria-hidden
        >
          <Badge variant="withdrawn" className="h-8 px-4 text-sm">
            <Ban className="size-4" aria-hidden /> Withdrawn
          </Badge>
        </div>
      )}
      <CardFace entry={entry} selectedShare={selectedShare} />
      <CardAction
        state={state}
        locked={locked}
        name={name}
        onSelect={() => onSelect(entry)}
        onRemove={() => onRemove(entry)}
      />
    </article>
  );
});

function CardAction({
  state,
  locked,
  name,
  onSelect,
  onRemove,
}: {
  state: CardState;
  locked: boolean;
  name: string;
  onSelect: () => void;
  onRemove: () => void;
}) {
  if (state === 'selected') {
    return locked ? (
      <p className="flex h-10 items-center justify-center gap-2 rounded-xl bg-primary-soft text-sm font-semibold text-primary-soft-foreground">
        <Check className="size-4" aria-hidden /> Selected
      </p>
    ) : (
      <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${name}`}>
        <Check aria-hidden /> Selected <X aria-hidden className="ml-auto" />
      </Button>
    );
  }
  if (state === 'withdrawn') {
    return (
      <Button variant="outline" disabled aria-label={`${name} has withdrawn`}>
        <Ban aria-hidden /> Withdrawn
      </Button>
    );
  }
  const icon =
    state === 'teamFull' ? (
      <Lock aria-hidden />
    ) : state === 'tooExpensive' ? (
      <Wallet aria-hidden />
    ) : (
      <Plus aria-hidden />
    );
  const blocked = state !== 'select' || locked;
  return (
    <Button
      variant={blocked ? 'outline' : 'primary'}
      aria-disabled={blocked}
      aria-label={`${stateLabels[state]}: ${name}`}
      className={cn(blocked && 'cursor-not-allowed text-muted-foreground')}
      onClick={onSelect}
    >
      {icon} {stateLabels[state]}
    </Button>
  );
}
