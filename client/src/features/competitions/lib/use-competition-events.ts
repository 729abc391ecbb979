import type { CompetitionChangedEvent, CompetitionEntry } from '@contract/competitions';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { competitionKey } from '@/api/get-competition';
import { competitionEntriesKey } from '@/api/get-competition-entries';
import { followCompetition } from '@/lib/live/competition-streams';
import { applyEntriesPatch } from './live-patch';

export type LiveConnection = 'connecting' | 'open' | 'unavailable';

/** An event's data as the server sent it; null when it is not JSON with a version. */
function readEvent(data: unknown): CompetitionChangedEvent | null {
  try {
    const value: unknown = typeof data === 'string' ? JSON.parse(data) : null;
    if (typeof value !== 'object' || value === null || !('version' in value)) return null;
    return typeof value.version === 'number' ? (value as CompetitionChangedEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Puts a pushed change into the cached answers; false when it cannot be applied here (nothing
 * cached yet, an entry we do not hold, or a fetch in flight that could land over it).
 */
function applyEvent(
  queryClient: QueryClient,
  competitionId: number,
  event: CompetitionChangedEvent,
): boolean {
  const competition = competitionKey(competitionId);
  const entries = competitionEntriesKey(competitionId);
  const inFlight = (key: readonly unknown[]) =>
    queryClient.isFetching({ queryKey: key, exact: true }) > 0;
  if (inFlight(competition) || inFlight(entries)) return false;
  let next: CompetitionEntry[] | null = null;
  if (event.entries) {
    const current = queryClient.getQueryData<CompetitionEntry[]>(entries);
    next = current ? applyEntriesPatch(current, event.entries) : null;
    if (!next) return false;
  }
  if (event.competition) queryClient.setQueryData(competition, event.competition);
  if (next) queryClient.setQueryData(entries, next);
  return true;
}

/**
 * Listens to GET /api/competitions/{id}/events through the stream the browser shares for the
 * competition (decision 090). Each change event carries what changed since the
 * stream's previous event: it is applied to the cached competition and entries when they are at
 * that previous event; otherwise (and on each (re)connection) both are refetched. Reports whether
 * the push channel is open so callers can fall back to polling.
 */
export function useCompetitionEvents(competitionId: number, enabled: boolean): LiveConnection {
  const queryClient = useQueryClient();
  const supported = enabled && typeof EventSource !== 'undefined';
  const [status, setStatus] = useState<{ id: number; state: LiveConnection }>({
    id: competitionId,
    state: 'connecting',
  });

  useEffect(() => {
    if (!supported) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: competitionKey(competitionId), exact: true });
      void queryClient.invalidateQueries({ queryKey: competitionEntriesKey(competitionId) });
    };
    const report = (state: LiveConnection) => setStatus({ id: competitionId, state });
    // The version of the stream's last event: a change applies on top of that one only.
    let version: number | null = null;
    return followCompetition(competitionId, {
      ready: (data) => {
        version = readEvent(data)?.version ?? null;
        report('open');
        // Anything that changed while the stream was down is fetched once on (re)connection.
        refresh();
      },
      change: (data) => {
        const event = readEvent(data);
        const applies = event?.base !== undefined && event.base === version;
        version = event?.version ?? null;
        if (!event || !applies || !applyEvent(queryClient, competitionId, event)) refresh();
      },
      error: () => report('unavailable'),
    });
  }, [competitionId, supported, queryClient]);

  if (!supported) return 'unavailable';
  return status.id === competitionId ? status.state : 'connecting';
}
