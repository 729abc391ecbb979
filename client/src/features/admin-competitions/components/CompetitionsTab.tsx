import { Plus, Trophy, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCompetition } from '@contract/admin-competitions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useDeleteCompetition } from '../api/delete-competition';
import { useAdminCompetitions } from '@/api/get-admin-competitions';
import { CompetitionCard } from './competition-card';
import { CompetitionFormDialog } from './competition-form-dialog';
import { ImportAthletesDialog } from './import-athletes-dialog';
import { ImportEntriesDialog } from './import-entries-dialog';

const LiveScoringView = lazy(() =>
  import('./live-scoring-view').then((m) => ({ default: m.LiveScoringView })),
);

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading competitions">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24 w-full rounded-card" />
      ))}
    </div>
  );
}

/** The admin panel's Competitions tab: the list, its dialogs and the live scoring view. */
export function CompetitionsTab() {
  const [params, setParams] = useSearchParams();
  // An open scoring view follows the status, Final results and DR Display another operator sets.
  const competitions = useAdminCompetitions({ follow: params.has('scoring') });
  const remove = useDeleteCompetition();
  const [editing, setEditing] = useState<AdminCompetition | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminCompetition | undefined>();
  const [importing, setImporting] = useState<'athletes' | 'entries' | null>(null);

  const scoringId = Number(params.get('scoring'));
  const scoring = competitions.data?.find((c) => c.id === scoringId);
  const openScoring = (id: number) => setParams({ tab: 'competitions', scoring: String(id) });
  const closeScoring = () => setParams({ tab: 'competitions' });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Competition deleted', variant: 'success' });
        setDeleting(undefined);
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete competition',
          description: error.message,
          variant: 'destructive',
        }),
    });
  };

  return (
    <section aria-labelledby="admin-competitions-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="admin-competitions-title" className="text-xl font-semibold tracking-tight">
          Competitions
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setImporting('athletes')}>
            <Upload aria-hidden />
            Import Athletes
          </Button>
          <Button size="sm" variant="outline" onClick={() => setImporting('entries')}>
            <Upload aria-hidden />
            Competition Entries
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden />
            Create Competition
          </Button>
        </div>
      </div>

      {competitions.isPending ? (
        <ListSkeleton />
      ) : competitions.isError ? (
        <ErrorState
          title="Could not load competitions"
          description={competitions.error.message}
          onRetry={() => void competitions.refetch()}
          retrying={competitions.isFetching}
        />
      ) : competitions.data.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="No competitions yet"
          description="Create the first competition to open team selection and live scoring."
        />
      ) : (
        <ul className="space-y-3">
          {competitions.data.map((competition) => (
            <li key={competition.id}>
              <CompetitionCard
                competition={competition}
                onScoring={() => openScoring(competition.id)}
                onEdit={() => {
                  setEditing(competition);
                  setFormOpen(true);
                }}
                onDelete={() => setDeleting(competition)}
              />
            </li>
          ))}
        </ul>
      )}

      <CompetitionFormDialog open={formOpen} onOpenChange={setFormOpen} competition={editing} />
      <ImportAthletesDialog
        open={importing === 'athletes'}
        onOpenChange={(open) => setImporting(open ? 'athletes' : null)}
      />
      <ImportEntriesDialog
        open={importing === 'entries'}
        onOpenChange={(open) => setImporting(open ? 'entries' : null)}
      />

      <Dialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete competition</DialogTitle>
            <DialogDescription>
              Are you sure you want to delete &quot;{deleting?.name}&quot;? Its entries, teams and
              results will be removed. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(undefined)}>
              Cancel
            </Button>
            <Button variant="destructive" loading={remove.isPending} onClick={confirmDelete}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {scoring && (
        <Suspense fallback={<PageSpinner label="Opening live scoring" />}>
          <LiveScoringView competition={scoring} onClose={closeScoring} />
        </Suspense>
      )}
    </section>
  );
}
