import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import type { CompetitionEntry } from '@contract/competitions';
import { isSelectionOpen } from '@contract/competition-live';
import { TEAM_SIZE, TIMERS } from '@contract/constants';
import { checkAddition, remainingBudgetTenths, TEAM_RULES } from '@contract/team-rules';
import { ErrorState } from '@/components/ui/error-state';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/api/get-user';
import { useCompetition } from '@/api/get-competition';
import { useCompetitionEntries } from '@/api/get-competition-entries';
import { useMyTeam } from '@/api/get-my-team';
import { useSaveTeam } from '../api/save-team';
import { useSelectionStats } from '../api/get-selection-stats';
import { isApiError } from '@/lib/api';
import { useCompetitionChanges } from '@/lib/live/use-live-refresh';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDrawnCount } from '@/lib/use-drawn-count';
import { useReached } from '@/lib/use-reached';
import { useStableCallback } from '@/lib/use-stable-callback';
import { cardState, priceTenths, progressMessage } from '../lib/card-state';
import {
  expectedPoints,
  filterEntries,
  hasFilters,
  nationsOf,
  NO_FILTERS,
  type EntryFilters,
} from '../lib/filter-entries';
import { DEFAULT_SORT, sortEntries, type SortKey } from '../lib/sort-entries';
import { useTeamDraft } from '../lib/team-draft';

import { BuilderTools, type BuilderView } from './builder-tools';
import { ChosenTeam } from './chosen-team';
import { CompetitorList } from './competitor-list';
import { MetricsExplainer } from './metrics-explainer';
import { SelectionStatsNote } from './selection-stats-note';
import { SortControl } from './sort-control';
import { SelectionClosedNotice, UnsavedChangesNotice } from './builder-notices';
import { TeamHeader } from './team-header';
import {
  CardsSkeleton,
  NOT_FOUND_TITLE,
  PageNotFound,
  TeamSelectionSkeleton,
} from './team-selection-states';

/** The dialog after a save: its code (with the dialog primitive) loads when a save starts. */
const loadCongratulations = () => import('./congratulations-dialog');
const CongratulationsDialog = lazy(async () => ({
  default: (await loadCongratulations()).CongratulationsDialog,
}));

const SAVED_MESSAGE = 'Your team has been saved';
const NOT_SAVED_MESSAGE = 'No team was saved for this competition';
const OFFLINE_SAVE_MESSAGE = "You're offline: your team will be saved when you're back online";

/** /team-selection/{competitionId}: build a team of five within 10m before the deadline. */
export function TeamSelection({ competitionId }: { competitionId: number }) {
  const competition = useCompetition(competitionId);
  // A competition that goes live, or whose deadline moves, while the builder is open changes it
  // at once: the server refuses saves from then on.
  const status = competition.data?.status;
  useCompetitionChanges(
    status === undefined || status === 'completed' || status === 'cancelled' ? [] : [competitionId],
  );
  const notFound =
    competition.isError &&
    (isApiError(competition.error, 404) || isApiError(competition.error, 400));
  useDocumentTitle(
    competition.data
      ? `Team Selection · ${competition.data.name}`
      : notFound
        ? NOT_FOUND_TITLE
        : 'Team Selection',
  );
  if (competition.isPending) return <TeamSelectionSkeleton />;
  // A refetch that fails (the server or its database gone a moment) keeps the builder and the
  // picks on screen (docs/decisions/105-a-live-screen-that-lost-the-server.md): the error page
  // is for a competition never read, or one that no longer exists.
  if (competition.isError && (notFound || competition.data === undefined)) {
    if (notFound) return <PageNotFound />;
    return (
      <ErrorState
        title="Could not load this competition"
        level="page"
        description={competition.error.message}
        onRetry={() => void competition.refetch()}
      />
    );
  }
  return <TeamBuilder competition={competition.data} />;
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
  const [draft, setDraft] = useTeamDraft(user?.id ?? null, competition.id);
  const [editing, setEditing] = useState(false);
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT);
  const [filters, setFilters] = useState<EntryFilters>(NO_FILTERS);
  const [view, setView] = useState<BuilderView>('cards');
  // Typing stays instant; the cards follow in a background render.
  const search = useDeferredValue(filters);
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
  // Selection closing while the builder is open: the saved team is read again, since one saved a
  // moment before on another device or tab is the team that counts, not "No team was saved".
  const closedAtOpening = useRef(closed);
  const refetchTeam = team.refetch;
  useEffect(() => {
    if (closed && !closedAtOpening.current && user !== null) void refetchTeam();
    closedAtOpening.current = closed;
  }, [closed, refetchTeam, user]);
  // Once selection has closed the team is the saved one, shown read-only: a draft left open can
  // never be saved, so it is dropped from browser storage too.
  useEffect(() => {
    if (closed && draft !== null) setDraft(null);
  }, [closed, draft, setDraft]);
  const pickedIds = useMemo(
    () => ((closed ? null : draft) ?? savedIds).filter((id) => byId.size === 0 || byId.has(id)),
    [closed, draft, savedIds, byId],
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
  const nations = useMemo(() => nationsOf(entries.data ?? []), [entries.data]);
  // 'Fits my budget' follows the money left once the picked card has been painted.
  const budget = useMemo(() => ({ pickedIds, remaining }), [pickedIds, remaining]);
  const painted = useAfterPaint(budget);
  const found = useMemo(
    () => filterEntries(sorted, search, painted.remaining),
    [sorted, search, painted.remaining],
  );
  const drawn = useDrawnCount(found.length);
  const shown = drawn >= found.length ? found : found.slice(0, drawn);
  // A pick shows on its own card at once; what the new budget means for the other cards (Too
  // Expensive, Team Full) follows once that card has been painted (decision 035).
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
    // Offline the save waits for the network (writes never go to the worker's cache); the
    // progress line says so for as long as it waits.
    if (!onlineManager.isOnline()) {
      toast({ title: 'Saving when back online', description: OFFLINE_SAVE_MESSAGE });
    }
    const creating = team.data == null;
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
            title: creating ? 'Failed to create team. Please try again.' : 'Failed to save team',
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

  const clearFilters = useStableCallback(() => setFilters(NO_FILTERS));

  const discard = () => {
    setDraft(null);
    setEditing(false);
  };

  const message = closed
    ? team.data
      ? SAVED_MESSAGE
      : NOT_SAVED_MESSAGE
    : save.isPaused
      ? OFFLINE_SAVE_MESSAGE
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
      {closed && <SelectionClosedNotice competition={competition} />}
      {unsavedChanges && <UnsavedChangesNotice onDiscard={discard} />}
      <ChosenTeam
        picks={picks}
        removable={!locked}
        onRemove={remove}
        expected={expectedPoints(picks)}
      />
      <MetricsExplainer />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Competitors</h2>
        <SortControl value={sort} onChange={setSort} />
      </div>
      <SelectionStatsNote stats={stats.data} />
      {sorted.length > 0 && (
        <BuilderTools
          filters={filters}
          onFiltersChange={setFilters}
          nations={nations}
          view={view}
          onViewChange={setView}
          shown={found.length}
          total={sorted.length}
        />
      )}
      {entries.isPending ? (
        <CardsSkeleton />
      ) : entries.isError ? (
        <ErrorState
          title="Could not load the competitors"
          description={entries.error.message}
          onRetry={() => void entries.refetch()}
        />
      ) : (
        <CompetitorList
          total={sorted.length}
          shown={shown}
          filtered={hasFilters(search)}
          view={view}
          stateOf={stateOf}
          share={share}
          locked={locked}
          onSelect={select}
          onRemove={remove}
          onClearFilters={clearFilters}
        />
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
