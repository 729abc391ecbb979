import { Plus, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { League } from '@contract/leagues';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/api/get-user';
import { useUserLeagues } from '../api/get-user-leagues';
import { LeagueCard } from './league-card';

// Each dialog's code loads and mounts when it is first opened, not with /play.
const JoinLeagueDialog = lazy(() =>
  import('./join-league-dialog').then((m) => ({ default: m.JoinLeagueDialog })),
);
const LeagueFormDialog = lazy(() =>
  import('./league-form-dialog').then((m) => ({ default: m.LeagueFormDialog })),
);
const DeleteLeagueDialog = lazy(() =>
  import('./delete-league-dialog').then((m) => ({ default: m.DeleteLeagueDialog })),
);
const LeaveLeagueDialog = lazy(() =>
  import('./leave-league-dialog').then((m) => ({ default: m.LeaveLeagueDialog })),
);

/** The /play Leagues tab's private part: Join and Create dialogs and the player's leagues. */
export function PrivateLeaguesSection() {
  const { user } = useUser();
  const leagues = useUserLeagues();
  const [joining, setJoining] = useState(false);
  const [form, setForm] = useState<{ league: League | null } | null>(null);
  const [deleting, setDeleting] = useState<League | null>(null);
  const [leaving, setLeaving] = useState<League | null>(null);

  return (
    <section aria-labelledby="private-leagues-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="private-leagues-title" className="text-lg font-semibold">
          Private leagues
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setJoining(true)}>
            <UserPlus className="size-4" aria-hidden />
            Join League
          </Button>
          <Button size="sm" onClick={() => setForm({ league: null })}>
            <Plus className="size-4" aria-hidden />
            Create League
          </Button>
        </div>
      </div>

      {leagues.isPending ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading your leagues">
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-32 rounded-card" />
          ))}
        </div>
      ) : leagues.isError ? (
        <ErrorState
          title="Could not load your leagues"
          onRetry={() => void leagues.refetch()}
          retrying={leagues.isFetching}
        />
      ) : leagues.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No leagues joined yet"
          description="Create a league for your friends, or join one with its code."
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {leagues.data.map((league) => (
            <LeagueCard
              key={league.id}
              league={league}
              isCreator={user !== null && league.creatorId === user.id}
              onEdit={(chosen) => setForm({ league: chosen })}
              onDelete={setDeleting}
              onLeave={setLeaving}
            />
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {joining && <JoinLeagueDialog open onOpenChange={setJoining} />}
        {form !== null && (
          <LeagueFormDialog
            league={form.league}
            open
            onOpenChange={(open) => !open && setForm(null)}
          />
        )}
        {deleting !== null && (
          <DeleteLeagueDialog league={deleting} onClose={() => setDeleting(null)} />
        )}
        {leaving !== null && (
          <LeaveLeagueDialog league={leaving} userId={user?.id} onClose={() => setLeaving(null)} />
        )}
      </Suspense>
    </section>
  );
}
