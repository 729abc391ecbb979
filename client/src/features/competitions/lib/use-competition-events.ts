import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { competitionKey } from '../api/get-competition';
import { competitionEntriesKey } from '../api/get-competition-entries';

export type LiveConnection = 'connecting' | 'open' | 'unavailable';

/**
 * Listens to GET /api/competitions/{id}/events and refetches the competition and its entries on
 * each change. Reports whether the push channel is open so callers can fall back to polling.
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
    const source = new EventSource(`/api/competitions/${competitionId}/events`);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: competitionKey(competitionId), exact: true });
      void queryClient.invalidateQueries({ queryKey: competitionEntriesKey(competitionId) });
    };
    const report = (state: LiveConnection) => setStatus({ id: competitionId, state });
    source.addEventListener('ready', () => {
      report('open');
      // Anything that changed while the stream was down is fetched once on (re)connection.
      refresh();
    });
    source.addEventListener('competition_changed', refresh);
    source.onerror = () => report('unavailable');
    return () => source.close();
  }, [competitionId, supported, queryClient]);

  if (!supported) return 'unavailable';
  return status.id === competitionId ? status.state : 'connecting';
}
