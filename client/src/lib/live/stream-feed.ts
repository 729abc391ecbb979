/** What a tab's stream of one competition hears; `data` is the event's JSON text. */
export type StreamFeed = {
  ready: (data: string) => void;
  change: (data: string) => void;
  error: () => void;
};

/** Opens GET /api/competitions/{id}/events in this tab; returns the way to close it. */
export function openEventSource(competitionId: number, feed: StreamFeed): () => void {
  const source = new EventSource(`/api/competitions/${competitionId}/events`);
  source.addEventListener('ready', (message) => feed.ready(String(message.data)));
  source.addEventListener('competition_changed', (message) => feed.change(String(message.data)));
  source.onerror = () => feed.error();
  return () => source.close();
}
