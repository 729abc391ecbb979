import { versionOf } from './competition-event';

/** What a follower of a competition's live stream hears; `data` is the event's JSON text. */
export type StreamListener = {
  ready?: (data: string) => void;
  change?: (data: string) => void;
  error?: () => void;
};

type Stream = {
  source: EventSource;
  listeners: Set<StreamListener>;
  /** The competition's last version heard on this stream, once it has opened. */
  version: number | null;
};

const streams = new Map<number, Stream>();

function open(competitionId: number): Stream {
  const source = new EventSource(`/api/competitions/${competitionId}/events`);
  const stream: Stream = { source, listeners: new Set(), version: null };
  const tell = (pick: (listener: StreamListener) => void) => {
    for (const listener of [...stream.listeners]) pick(listener);
  };
  source.addEventListener('ready', (message) => {
    const data = String(message.data);
    stream.version = versionOf(data);
    tell((listener) => listener.ready?.(data));
  });
  source.addEventListener('competition_changed', (message) => {
    const data = String(message.data);
    stream.version = versionOf(data);
    tell((listener) => listener.change?.(data));
  });
  source.onerror = () => tell((listener) => listener.error?.());
  return stream;
}

/**
 * Follows GET /api/competitions/{id}/events through one EventSource per competition, whoever
 * listens on the page (decision 068). A follower joining an open stream hears `ready` at once
 * with the version last heard. Returns the way to stop following; the last one out closes it.
 */
export function followCompetition(competitionId: number, listener: StreamListener): () => void {
  let stream = streams.get(competitionId);
  if (!stream) {
    stream = open(competitionId);
    streams.set(competitionId, stream);
  } else if (stream.version !== null) {
    listener.ready?.(JSON.stringify({ competitionId, version: stream.version }));
  }
  const followed = stream;
  followed.listeners.add(listener);
  return () => {
    followed.listeners.delete(listener);
    if (followed.listeners.size > 0) return;
    followed.source.close();
    if (streams.get(competitionId) === followed) streams.delete(competitionId);
  };
}

/** How many competitions have a stream open (for tests). */
export const openStreamCount = () => streams.size;
