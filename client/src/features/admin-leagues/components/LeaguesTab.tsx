import { Lock, Pencil, Plus, Search, Trash2, Trophy, Unlock, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminLeague } from '@contract/admin-leagues';
import { Badge } from '@/components/ui/badge';
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
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useDeleteAdminLeague } from '../api/delete-admin-league';
import { useAdminLeagues } from '../api/get-admin-leagues';
import { filterLeagues } from '../lib/league-form';
import { AdminLeagueFormDialog } from './admin-league-form-dialog';

/** The admin panel's Leagues tab: search, create/edit dialog and delete with confirmation. */
export function LeaguesTab() {
  const leagues = useAdminLeagues();
  const remove = useDeleteAdminLeague();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ league: AdminLeague | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminLeague | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'League deleted successfully', variant: 'success' });
        setDeleting(null);
      },
      onError: () => toast({ title: 'Failed to delete league', variant: 'destructive' }),
    });
  };

  const shown = leagues.data ? filterLeagues(leagues.data, search) : [];

  return (
    <section aria-labelledby="admin-leagues-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-leagues-title" className="text-lg font-semibold">
          Leagues
        </h2>
        <Button size="sm" onClick={() => setForm({ league: null })}>
          <Plus aria-hidden />
          Create League
        </Button>
      </div>
      <div className="relative max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name or join code"
          aria-label="Search leagues by name or join code"
          className="pl-9"
        />
      </div>

      {leagues.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading leagues">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-card" />
          ))}
        </div>
      ) : leagues.isError ? (
        <ErrorState
          title="Could not load leagues"
          onRetry={() => void leagues.refetch()}
          retrying={leagues.isFetching}
        />
      ) : leagues.data.length === 0 ? (
        <EmptyState icon={Trophy} title="No leagues created yet" />
      ) : shown.length === 0 ? (
        <EmptyState icon={Search} title="No leagues found matching your search" />
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-surface">
          {shown.map((league) => (
            <li key={league.id} className="flex flex-wrap items-center gap-3 px-4 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-medium">
                  <span className="truncate">{league.name}</span>
                  <span className="font-mono text-xs font-semibold tracking-wider text-accent-text">
                    {league.joinCode}
                  </span>
                  {league.isPrivate ? (
                    <Badge variant="neutral">
                      <Lock className="size-3" aria-hidden /> Private
                    </Badge>
                  ) : (
                    <Badge variant="outline">
                      <Unlock className="size-3" aria-hidden /> Public
                    </Badge>
                  )}
                </p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1 tabular-nums">
                    <Users className="size-3" aria-hidden />
                    {league.memberCount} / {league.maxMembers}
                  </span>
                  <span>
                    {league.creatorName ? `by ${league.creatorName}` : 'by the operators'}
                  </span>
                  {league.description && <span className="truncate">{league.description}</span>}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${league.name}`}
                  onClick={() => setForm({ league })}
                >
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${league.name}`}
                  onClick={() => setDeleting(league)}
                >
                  <Trash2 className="size-4 text-destructive" aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AdminLeagueFormDialog
        league={form?.league ?? null}
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete League</DialogTitle>
            <DialogDescription>
              Are you sure you want to delete &quot;{deleting?.name}&quot;? This will remove all
              members and cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
