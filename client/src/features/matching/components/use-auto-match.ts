import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MATCHING_MESSAGES, type AutoMatchEvent } from '@contract/matching';
import { toast } from '@/components/ui/toast-store';
import { streamAutoMatch } from '../api/auto-match';
import { matchingDashboardKey } from '@/api/get-matching-dashboard';

export type AutoMatchState = {
  status: 'idle' | 'running' | 'complete' | 'error' | 'stopped';
  current: number;
  total: number;
  matched: number;
  message: string | null;
};

const IDLE: AutoMatchState = { status: 'idle', current: 0, total: 0, matched: 0, message: null };

/** Auto-match with live progress (decision 015): idle, running, then complete or error; stoppable. */
export function useAutoMatch(competitionId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AutoMatchState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: matchingDashboardKey(competitionId) }),
    [queryClient, competitionId],
  );

  const onEvent = useCallback((event: AutoMatchEvent) => {
    const progress = {
      current: event.current,
      total: event.total,
      matched: event.matched,
      message: event.message,
    };
    if (event.type === 'match') setState({ status: 'running', ...progress });
    if (event.type === 'complete') {
      setState({ status: 'complete', ...progress });
      toast({
        title: MATCHING_MESSAGES.autoMatchingComplete,
        description: `${event.matched} of ${event.total} scraped rows matched.`,
        variant: 'success',
      });
    }
    if (event.type === 'error') {
      setState({ status: 'error', ...progress });
      toast({ title: MATCHING_MESSAGES.autoFailed, variant: 'destructive' });
    }
  }, []);

  const start = useCallback(() => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ ...IDLE, status: 'running', message: 'Starting…' });
    streamAutoMatch(competitionId, onEvent, abort.signal)
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((previous) =>
          previous.status === 'running' && previous.total > 0
            ? { ...previous, status: 'error', message }
            : { ...IDLE, status: 'error', message },
        );
        toast({
          title:
            error instanceof Error && error.name === 'ApiError'
              ? MATCHING_MESSAGES.startFailed
              : MATCHING_MESSAGES.autoFailed,
          description: message,
          variant: 'destructive',
        });
      })
      .finally(() => {
        void refresh();
      });
  }, [competitionId, onEvent, refresh]);

  const stop = useCallback(() => {
    controller.current?.abort();
    setState((previous) => ({ ...previous, status: 'stopped', message: 'Auto-matching stopped.' }));
    void refresh();
  }, [refresh]);

  return { state, start, stop };
}
