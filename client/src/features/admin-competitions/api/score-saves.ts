import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { CompetitionEntry } from '@contract/competitions';
import { toast } from '@/components/ui/toast-store';
import { ScoreSaveQueue } from '../lib/score-save-queue';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';
import { pricingHealthKey } from './pricing-health';
import { scoringEntriesKey } from './get-scoring-entries';
import { scoreEntry } from './score-entry';
import { putScoredEntry } from './scoring-cache';

function riderOf(queryClient: QueryClient, competitionId: number, entryId: number): string {
  const entries = queryClient.getQueryData<CompetitionEntry[]>(scoringEntriesKey(competitionId));
  const entry = entries?.find((candidate) => candidate.id === entryId);
  return entry ? entry.athlete.name : `Entry ${entryId}`;
}

/**
 * One queue per competition for the page's lifetime: closing the live scoring view while saves
 * are on their way, or failed, keeps them, and reopening it shows them again.
 */
const queues = new Map<number, ScoreSaveQueue>();

function queueFor(queryClient: QueryClient, competitionId: number): ScoreSaveQueue {
  const existing = queues.get(competitionId);
  if (existing) return existing;
  const queue = new ScoreSaveQueue({
    send: scoreEntry,
    onStored: (stored) => putScoredEntry(queryClient, competitionId, stored),
    onFailed: (unsaved) =>
      toast({
        title: 'Failed to update scoring',
        description: `${riderOf(queryClient, competitionId, unsaved.entryId)}: ${unsaved.error ?? ''} The scores stay on the row until you retry.`,
        variant: 'destructive',
      }),
    onIdle: (stored) => {
      if (stored === 0) return;
      toast({ title: 'Scoring updated successfully', variant: 'success' });
      // Positions, counts, the public pages' copies and the warnings (a WD leaves the field)
      // changed: one refetch once the burst is over.
      void queryClient.invalidateQueries({ queryKey: adminCompetitionsKey });
      void queryClient.invalidateQueries({ queryKey: pricingHealthKey });
    },
  });
  queues.set(competitionId, queue);
  return queue;
}

/** The competition's score saves and what is still unsaved, entry by entry. */
export function useScoreSaves(competitionId: number) {
  const queryClient = useQueryClient();
  const queue = queueFor(queryClient, competitionId);
  const unsaved = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  useEffect(() => {
    if (unsaved.size === 0) return;
    // Leaving the page would lose what is not stored yet: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved.size]);
  return { queue, unsaved };
}
