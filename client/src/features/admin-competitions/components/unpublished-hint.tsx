import { EyeOff } from 'lucide-react';
import { unpublishedResultsHint, type AdminCompetition } from '@contract/admin-competitions';
import { cn } from '@/lib/cn';

/**
 * Tells the operator that scores are entered but the public does not see them yet: a Pending or
 * Open competition's results page shows "No results available yet." until it is Live or Completed.
 * A withdrawn entry is no such score: the counts leave it out, as the results page does.
 */
export function UnpublishedHint({
  competition,
  className,
}: {
  competition: AdminCompetition;
  className?: string;
}) {
  const hint = unpublishedResultsHint(competition);
  if (!hint) return null;
  return (
    <p
      role="status"
      data-testid="unpublished-hint"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-accent/40 bg-accent-soft px-3 py-2 text-xs text-foreground',
        className,
      )}
    >
      <EyeOff aria-hidden className="mt-0.5 size-3.5 shrink-0 text-accent-text" />
      <span>{hint}</span>
    </p>
  );
}
