import { Radio, SearchX, Undo2 } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CompetitionEntry } from '@contract/competitions';
import { isCompetitionLive, isSelectionOpen } from '@contract/competition-live';
import { TEAM_SIZE, TIMERS } from '@contract/constants';
import { checkAddition, remainingBudgetTenths, TEAM_RULES } from '@contract/team-rules';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth/api/get-user';
import { useCompetition } from '@/features/competitions/api/get-competition';
import { useCompetitionEntries } from '@/features/competitions/api/get-competition-entries';
import { RESULTS_LINK_LABELS, resultsStage } from '@/features/competitions/lib/results-stage';
import { useMyTeam } from '@/features/fantasy/api/get-my-team';
import { useSaveTeam } from '@/features/fantasy/api/save-team';
import { useSelectionStats } from '@/features/fantasy/api/get-selection-stats';
import { isApiError } from '@/lib/api';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReached } from '@/lib/use-reached';
import { useStableCallback } from '@/lib/use-stable-callback';
import { cardState, priceTenths, progressMessage } from '../lib/card-state';
import { DEFAULT_SORT, sortEntries, type SortKey } from '../lib/sort-entries';
import { useTeamDraft } from '../lib/team-draft';
import { ChosenTeam } from './chosen-team';
import { CompetitorCard } from './competitor-card';
import { MetricsExplainer } from './metrics-explainer';
import { SelectionStatsNote } from './selection-stats-note';
import { SortControl } from './sort-control';
import { TeamHeader } from './team-header';

/** The dialog after a save: its code (with the dialog primitive) loads when a save starts. */
const loadCongratulations = () => import('./congratulations-dialog');
const CongratulationsDialog = lazy(async () => ({
  default: (await loadCongratulations()).CongratulationsDialog,
}));

/** Cards drawn before the rest: the first screens of a phone, the first rows on a desktop. */
const FIRST_CARDS = 9;
/** Cards added per background render after those: each render's commit stays short. */
const CARDS_PER_RENDER = 12;

/**
 * How many of `total` cards to draw: the first screens in the first render (the server's, and
 * the hydration of it), then more in background renders one after another until all are drawn,
 * so no single commit of dozens of cards holds the page (decision 034).
 */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (drawn >= total) return;
    startTransition(() => setDrawn((count) => count + CARDS_PER_RENDER));
  }, [drawn, total]);
  return drawn;
}

const SAVED_MESSAGE = 'Your team has been saved';
const NOT_SAVED_MESSAGE = 'No team was saved for this competition';

/** /team-selection/{competitionId}: build a team of five within 10m before the deadline. */
export function TeamSelection({ competitionId }: { competitionId: number }) {
  const competition = useCompetition(competitionId);
  useDocumentTitle(
    competition.data ? `Team Selection · ${competition.data.name}` : 'Team Selection',
  );
  if (competition.isPending) return <TeamSelectionSkeleton />;
  if (competition.isError) {
    if (isApiError(competition.error, 404) || isApiError(competition.error, 400)) {
      return <PageNotFound />;
    }
    return (
      <ErrorState
        title="Could not load this competition"
        description={competition.error.message}
        onRetry={() => void competition.refetch()}
      />
    );
  }
  return <TeamBuilder competition={competition.data} />;
}

export function PageNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Page not found"
      description="This competition does not exist."
      action={
        <Link to="/calendar" className={buttonClasses('primary')}>
          See all events
        </Link>
      }
    />
  );
}

type CompetitionData = NonNullable<ReturnType<typeof useCompetition>['data']>;

function TeamBuilder({ competition }: { competition: CompetitionData }) {
  const navigate = useNavigate();
  const { user } = useUser();
  const entries = useCompetitionEntries(competition.id, {
    refetchInterval: TIMERS.teamSelectionPollMs,
  });
  const stats = useSelectionStats(competition.id);
  const team = useMyTeam(competition.id, { enabled: user !== null });
  const save = useSaveTeam();
  const [draft, setDraft] = useTeamDraft(competition.id);
  const [editing, setEditing] = useState(false);
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT);
  // Null until the first save: the dialog is not mounted (nor its code loaded) before then, and
  // stays mounted once opened so it closes with its animation.
  const [congratulations, setCongratulations] = useState<boolean | null>(null);
  // The deadline is the only moment the builder changes by itself: a timer until then, no clock.
  const deadlinePassed = useReached(competition.deadline);
  const closed = !isSelectionOpen(
    competition,
    deadlinePassed ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY,
  );
  const savedIds = useMemo(
    () => team.data?.selections.map((selection) => selection.competitionEntryId) ?? [],
    [team.data],
  );
  const byId = useMemo(
    () => new Map((entries.data ?? []).map((entry) => [entry.id, entry])),
    [entries.data],
  );
  const pickedIds = useMemo(
    () => (draft ?? savedIds).filter((id) => byId.size === 0 || byId.has(id)),
    [draft, savedIds, byId],
  );
  const picks = useMemo(() => pickedIds.flatMap((id) => byId.get(id) ?? []), [pickedIds, byId]);
  const remaining = remainingBudgetTenths(
    picks.map((entry) => ({ competitionEntryId: entry.id, priceTenths: priceTenths(entry) })),
  );
  const savedUnchanged = team.data != null && draft === null;
  // An edited saved team: the draft stays in browser storage until it is saved or discarded.
  const unsavedChanges = team.data != null && draft !== null && !closed;
  const locked = closed || (savedUnchanged && !editing);
  const share = useMemo(() => stats.data?.selectionPercentage ?? {}, [stats.data]);
  // The new order is drawn in the same commit that closes the Select: one frame for both (a
  // transition drew them in two, the second waiting for the first; decision 035).
  const sorted = useMemo(
    () => sortEntries(entries.data ?? [], sort, share),
    [entries.data, sort, share],
  );
  const drawn = useDrawnCount(sorted.length);
  const shown = drawn >= sorted.length ? sorted : sorted.slice(0, drawn);
  // A pick shows on its own card at once; what the new budget means for the other cards (Too
  // Expensive, Team Full) follows once that card has been painted (decision 035).
  const budget = useMemo(() => ({ pickedIds, remaining }), [pickedIds, remaining]);
  const painted = useAfterPaint(budget);
  const stateOf = (entry: CompetitionEntry) =>
    pickedIds.includes(entry.id) !== painted.pickedIds.includes(entry.id)
      ? cardState(entry, pickedIds, remaining)
      : cardState(entry, painted.pickedIds, painted.remaining);

  const requireSignIn = (description: string) => {
    toast({ title: 'Authentication Required', description, variant: 'destructive' });
    window.setTimeout(() => void navigate('/auth'), TIMERS.teamSelectionLoginRedirectMs);
  };

  const submit = (ids: number[]) => {
    if (!user) return requireSignIn('Please log in to save your team');
    if (ids.length !== TEAM_SIZE) {
      toast({
        title: TEAM_RULES.incomplete.title,
        description: TEAM_RULES.incomplete.message,
        variant: 'destructive',
      });
      return;
    }
    // Fetched while the save is under way; if that fails, the dialog's own import tries again.
    loadCongratulations().catch(() => undefined);
    save.mutate(
      {
        competitionId: competition.id,
        selections: ids.map((competitionEntryId) => ({ competitionEntryId })),
      },
      {
        onSuccess: () => {
          setDraft(null);
          setEditing(false);
          toast({ title: 'Team Saved', description: SAVED_MESSAGE, variant: 'success' });
          setCongratulations(true);
        },
        onError: (error) => {
          toast({
            title: 'Failed to save team',
            description: error.message,
            variant: 'destructive',
          });
        },
      },
    );
  };

  // Stable identities: the memoised cards re-render only when their own props change.
  const select = useStableCallback((entry: CompetitionEntry) => {
    if (!user) return requireSignIn('Please log in to select your team');
    if (closed || entry.withdrawn) return;
    if (locked) {
      toast({
        title: TEAM_RULES.teamFull.title,
        description: 'Choose Edit Team to change your picks.',
      });
      return;
    }
    const current = picks.map((pick) => ({
      competitionEntryId: pick.id,
      priceTenths: priceTenths(pick),
    }));
    const breach = checkAddition(current, {
      competitionEntryId: entry.id,
      priceTenths: priceTenths(entry),
    });
    if (breach) {
      toast({ title: breach.title, description: breach.message, variant: 'destructive' });
      return;
    }
    const next = [...pickedIds, entry.id];
    setDraft(next);
    if (next.length === TEAM_SIZE) submit(next);
  });

  const remove = useStableCallback((entry: CompetitionEntry) => {
    if (locked) return;
    setDraft(pickedIds.filter((id) => id !== entry.id));
  });

  const discard = () => {
    setDraft(null);
    setEditing(false);
  };

  const message = closed
    ? team.data
      ? SAVED_MESSAGE
      : NOT_SAVED_MESSAGE
    : savedUnchanged && !editing
      ? SAVED_MESSAGE
      : progressMessage(picks.length);
  const action = closed ? null : savedUnchanged && !editing ? 'edit' : 'save';

  return (
    <div className="space-y-5">
      <TeamHeader
        competitionName={competition.name}
        message={message}
        count={picks.length}
        remainingTenths={remaining}
        action={action}
        saving={save.isPending}
        canSave
        onSave={() => submit(pickedIds)}
        onEdit={() => setEditing(true)}
      />
      {closed && (
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
      )}
      {unsavedChanges && (
        <div
          role="status"
          data-testid="unsaved-changes"
          className="flex flex-wrap items-center gap-3 rounded-card border border-accent/40 bg-accent/10 p-4"
        >
          <Badge variant="featured">Unsaved changes</Badge>
          <p className="min-w-0 flex-1 text-sm">
            Your saved team still counts until you save these changes.
          </p>
          <Button variant="outline" size="sm" onClick={discard}>
            <Undo2 aria-hidden /> Discard changes
          </Button>
        </div>
      )}
      <ChosenTeam picks={picks} removable={!locked} onRemove={remove} />
      <MetricsExplainer />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Competitors</h2>
        <SortControl value={sort} onChange={setSort} />
      </div>
      <SelectionStatsNote stats={stats.data} />
      {entries.isPending ? (
        <CardsSkeleton />
      ) : entries.isError ? (
        <ErrorState
          title="Could not load the competitors"
          description={entries.error.message}
          onRetry={() => void entries.refetch()}
        />
      ) : sorted.length === 0 ? (
        <EmptyState title="No competitors available" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((entry) => (
            <CompetitorCard
              key={entry.id}
              entry={entry}
              state={stateOf(entry)}
              selectedShare={share[String(entry.id)]}
              locked={locked}
              onSelect={select}
              onRemove={remove}
            />
          ))}
        </div>
      )}
      {congratulations !== null && (
        <Suspense fallback={null}>
          <CongratulationsDialog
            open={congratulations}
            onOpenChange={setCongratulations}
            competitionName={competition.name}
            deadline={competition.deadline}
          />
        </Suspense>
      )}
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label="Loading competitors"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-44 rounded-card" />
      ))}
    </div>
  );
}

function TeamSelectionSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading team selection">
      <Skeleton className="h-16" />
      <Skeleton className="h-24 rounded-card" />
      <CardsSkeleton />
    </div>
  );
}
