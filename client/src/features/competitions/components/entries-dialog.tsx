import { Users } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompetitionEntries } from '@/api/get-competition-entries';
import { horseAge } from '@/lib/competition-format';

function EntriesList({ competitionId }: { competitionId: number }) {
  const entries = useCompetitionEntries(competitionId);
  if (entries.isPending) {
    return (
      <div className="space-y-2" aria-label="Loading entries">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (entries.isError) {
    return <ErrorState onRetry={() => void entries.refetch()} retrying={entries.isFetching} />;
  }
  const rows = [...entries.data].sort(
    (a, b) =>
      (a.startOrder ?? Number.MAX_SAFE_INTEGER) - (b.startOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.id - b.id,
  );
  if (rows.length === 0) return <EmptyState title="No entries found" icon={Users} />;
  return (
    <ol className="divide-y divide-border">
      {rows.map((entry, index) => {
        const age = horseAge(entry.horse.yob);
        return (
          <li key={entry.id} className="flex items-center gap-3 py-2.5">
            <span className="w-7 shrink-0 text-right text-sm font-semibold text-muted-foreground tabular-nums">
              {index + 1}.
            </span>
            <Flag code={entry.athlete.nationality} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">
                {entry.athlete.name}{' '}
                <span className="text-xs text-muted-foreground">
                  {entry.athlete.nationality ?? ''}
                </span>
              </p>
              <p className="truncate text-sm text-muted-foreground">
                {entry.horse.name}
                {age !== null && ` · ${age} yo`}
                {entry.horse.gender && ` · ${entry.horse.gender}`}
              </p>
            </div>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">#{entry.id}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The numbered list of a competition's entries, opened from a calendar card. Loaded and
 * mounted when first opened (see competition-card.tsx), so the calendar does not carry a dialog
 * per card; the card's button gets the focus back on close.
 */
export function EntriesDialog({
  competitionId,
  competitionName,
  onClose,
}: {
  competitionId: number;
  competitionName: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Entries</DialogTitle>
          <DialogDescription>{competitionName}</DialogDescription>
        </DialogHeader>
        <EntriesList competitionId={competitionId} />
      </DialogContent>
    </Dialog>
  );
}
