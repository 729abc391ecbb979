import { Radio, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { isCompetitionLive } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { RESULTS_LINK_LABELS, resultsStage } from '@/lib/results-stage';

/** Selections have closed: say so, with the way to the results. */
export function SelectionClosedNotice({
  competition,
}: {
  competition: Pick<Competition, 'id' | 'status' | 'isLive'>;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-card border border-destructive/30 bg-destructive-soft/60 p-4"
    >
      {isCompetitionLive(competition) ? (
        <Badge variant="live">
          <Radio className="size-3" aria-hidden /> Live
        </Badge>
      ) : null}
      <p className="font-semibold">Team selections are closed</p>
      <Link to={`/results/${competition.id}`} className={buttonClasses('outline', 'sm')}>
        {RESULTS_LINK_LABELS[resultsStage(competition)]}
      </Link>
    </div>
  );
}

/** An edited saved team: the draft stays until it is saved or discarded. */
export function UnsavedChangesNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      data-testid="unsaved-changes"
      className="flex flex-wrap items-center gap-3 rounded-card border border-accent/40 bg-accent/10 p-4"
    >
      <Badge variant="featured">Unsaved changes</Badge>
      <p className="min-w-0 flex-1 text-sm">
        Your saved team still counts until you save these changes.
      </p>
      <Button variant="outline" size="sm" onClick={onDiscard}>
        <Undo2 aria-hidden /> Discard changes
      </Button>
    </div>
  );
}
