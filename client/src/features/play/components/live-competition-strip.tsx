import { Radio } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Competition } from '@contract/competitions';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Flag } from '@/components/ui/flag';

/**
 * A live competition the player has no team in: one row sized to its content, after the cards
 * that ask for something (decision 062), with the way to its live results.
 */
export function LiveCompetitionStrip({ competition }: { competition: Competition }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="live-competition-card"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-destructive/30 bg-surface p-4 shadow-card"
    >
      <Badge variant="live">
        <Radio className="size-3" aria-hidden /> Live
      </Badge>
      <div className="min-w-0 flex-1 basis-48">
        <h2 id={titleId} className="truncate font-semibold">
          {competition.name}
        </h2>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
          {competition.venue && <Flag code={competition.venue.country} size="sm" />}
          <span>Competition is LIVE</span>
          <span aria-hidden>·</span>
          <span>Team selections are closed</span>
          <span aria-hidden>·</span>
          <span>No team of yours</span>
        </p>
      </div>
      <Link to={`/results/${competition.id}`} className={buttonClasses('destructive', 'sm')}>
        View Live Results
      </Link>
    </section>
  );
}
