import type { Competition } from '@contract/competitions';
import { isCompetitionLive, isSelectionOpen } from '@contract/competition-live';
import { CalendarDays, Clock, ListOrdered, MapPin, Trophy, Users } from 'lucide-react';
import { lazy, Suspense, useContext, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';
import {
  competitionTimingLabel,
  deadlineLabel,
  formatDateRange,
  formatDeadline,
  formatLocalDeadline,
} from '@/lib/competition-format';
import { RenderClock } from '@/lib/time';

const EntriesDialog = lazy(() =>
  import('./entries-dialog').then((m) => ({ default: m.EntriesDialog })),
);

/**
 * The deadline in the viewer's zone, added once the page is the browser's: the server's render
 * and the hydration print the UTC deadline alone (decision 019).
 */
function LocalDeadline({ deadline }: { deadline: string }) {
  const hydrating = useContext(RenderClock) !== null;
  const local = hydrating ? null : formatLocalDeadline(deadline);
  return local ? <span> ({local} your time)</span> : null;
}

/** "Entries": the dialog's code loads and mounts on the first click. */
function EntriesButton({ competition }: { competition: Competition }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <ListOrdered aria-hidden />
        Entries
        <span className="sr-only"> of {competition.name}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EntriesDialog
            competitionId={competition.id}
            competitionName={competition.name}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Where a card's main button goes: results when live or completed, else team selection, to pick
 * a team while it is open and to see it once the deadline has passed (docs/rules.md#deadlines).
 */
export function competitionAction(
  competition: Competition,
  now: number,
): { to: string; label: string } {
  if (isCompetitionLive(competition) || competition.status === 'completed') {
    return {
      to: `/results/${competition.id}`,
      label: isCompetitionLive(competition) ? 'Live Results' : 'Results',
    };
  }
  return {
    to: `/team-selection/${competition.id}`,
    label: isSelectionOpen(competition, now) ? 'Select Team' : 'View Team',
  };
}

export interface CompetitionCardProps {
  competition: Competition;
  now: number;
  variant: 'upcoming' | 'past';
  compact?: boolean;
}

export function CompetitionCard({
  competition,
  now,
  variant,
  compact = false,
}: CompetitionCardProps) {
  const live = isCompetitionLive(competition);
  const action =
    variant === 'past'
      ? { to: `/competitions/${competition.id}/results`, label: 'Results' }
      : competitionAction(competition, now);
  return (
    <Card
      className={cn('flex flex-col overflow-hidden', live && 'ring-2 ring-destructive/40')}
      data-testid="competition-card"
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden />
          <span className="tabular-nums">
            {formatDateRange(competition.startDate, competition.endDate)}
          </span>
          {live && <Badge variant="live">Live</Badge>}
          <Badge variant="brand" className="ml-auto">
            {competition.level}
          </Badge>
        </div>
        <h3 className="text-lg leading-snug font-semibold text-balance">{competition.name}</h3>
        {competition.venue && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden />
            <Flag code={competition.venue.country} size="sm" />
            {competition.venue.name}
          </p>
        )}
        {!compact && competition.description && (
          <p className="line-clamp-3 text-sm text-pretty text-muted-foreground">
            {competition.description}
          </p>
        )}
        {variant === 'upcoming' && !live && (
          <div className="space-y-0.5 text-sm tabular-nums" data-testid="competition-timing">
            <p className="font-semibold text-accent-text">
              {competitionTimingLabel(competition.startDate, competition.endDate, now)}
            </p>
            <p className="flex flex-wrap items-center gap-x-1.5 text-muted-foreground">
              <Clock className="size-3.5" aria-hidden />
              <span className="font-medium text-foreground">
                {deadlineLabel(competition.deadline, now)}
              </span>
              <span>· Team deadline {formatDeadline(competition.deadline)}</span>
              <LocalDeadline deadline={competition.deadline} />
            </p>
          </div>
        )}
      </div>
      <div className="flex items-center gap-2 border-t border-border px-5 py-3">
        <Link to={action.to} className={buttonClasses(live ? 'destructive' : 'primary', 'sm')}>
          {action.to.startsWith('/team') ? <Users aria-hidden /> : <Trophy aria-hidden />}
          {action.label}
          <span className="sr-only"> for {competition.name}</span>
        </Link>
        {!compact && <EntriesButton competition={competition} />}
      </div>
    </Card>
  );
}
