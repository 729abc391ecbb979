import { useSyncExternalStore } from 'react';
import type { ServerClockResponse } from '@contract/health';

/**
 * The server's clock as this device sees it. Deadlines are enforced on the server's clock, so the
 * countdowns and the moment a screen closes follow it too, not a phone's clock set a few minutes
 * wrong (docs/decisions/109-deadlines-counted-on-the-server-clock.md).
 */

/** A reading whose round trip took longer than this says too little about the offset. */
const MAX_ROUND_TRIP_MS = 5_000;
/** A difference this small is the reading's own error, not a wrong clock: left alone. */
const IGNORED_OFFSET_MS = 1_000;
/** Read again when the page comes back into view after this long (a phone asleep, a clock set). */
const RESYNC_AFTER_MS = 60_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** The current time on the server's clock, in ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** How far the server's clock is ahead of this device's, in ms (0 when within a second). */
export function getServerOffset(): number {
  return offsetMs;
}

/** Sets the offset (a reading, or a test); every clock hook moves its timers at once. */
export function setServerOffset(ms: number): void {
  const next = Math.abs(ms) < IGNORED_OFFSET_MS ? 0 : Math.round(ms);
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/**
 * The offset one reading gives: the server's time taken halfway through the round trip, or null
 * when the round trip was too long (or the device's clock jumped meanwhile) to trust it.
 */
export function offsetFromReading(serverMs: number, sentAt: number, receivedAt: number) {
  const roundTrip = receivedAt - sentAt;
  if (!Number.isFinite(serverMs) || roundTrip < 0 || roundTrip > MAX_ROUND_TRIP_MS) return null;
  return serverMs - (sentAt + roundTrip / 2);
}

/** Reads the server's clock once; a failed or slow reading keeps the offset it had. */
export async function syncServerClock(fetchClock: typeof fetch = fetch): Promise<void> {
  try {
    const sentAt = Date.now();
    const response = await fetchClock('/api/health/clock', { cache: 'no-store' });
    const receivedAt = Date.now();
    if (!response.ok) return;
    // Read without zod, which this first-visit code must not load (decision 020,
    // docs/decisions/020-public-pages-without-zod-on-the-client.md); a reading that is not a
    // time gives NaN, which offsetFromReading refuses.
    const reading = (await response.json()) as Partial<ServerClockResponse> | null;
    const now = typeof reading?.now === 'string' ? Date.parse(reading.now) : Number.NaN;
    const offset = offsetFromReading(now, sentAt, receivedAt);
    if (offset !== null) setServerOffset(offset);
  } catch {
    // Offline or the server unreachable: the device's clock (or the last reading) stands.
  }
}

/** Reads the server's clock now and again whenever the page returns to view a while later. */
export function startServerClockSync(): void {
  let lastSync = Date.now();
  void syncServerClock();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastSync < RESYNC_AFTER_MS) return;
    lastSync = Date.now();
    void syncServerClock();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offset, re-rendering when a reading changes it: the clock hooks restart their timers. */
export function useServerOffset(): number {
  return useSyncExternalStore(subscribe, getServerOffset, () => 0);
}
