import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { LISTEN_APPLICATION_NAME, openPostgres, type Database } from '../db/client';
import { competitionEntries, competitions } from '../db/schema/index';
import { createTestApp, openAdminApp, saveScores, type TestApp } from '../test/app';
import type { CompetitionChangedEvent } from '../../contract/competitions';
import { buildCompetition, buildEntry } from '../test/factories';
import { waitFor } from '../test/wait-for';
import type { AppInstance } from '../types';
import { notifyCompetitionChanged } from './competition-changed';
import { MAX_CARRIED_BYTES } from './live-view';
import { SSE_HEARTBEAT_MS, SSE_RETRY_RANGE_MS, streamRetryMs } from './live-stream';

/** Opens an event stream and collects its text. */
async function openStream(baseUrl: string, competitionId: number) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/competitions/${competitionId}/events`, {
    signal: controller.signal,
  });
  let text = '';
  const body = response.body;
  if (!body) throw new Error('no body');
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of body as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    text: () => text,
    close: () => controller.abort(),
  };
}

describe('retry hints', () => {
  it('are whole milliseconds from 2 to 6 s, spread over the range', () => {
    const hints = Array.from({ length: 2_000 }, streamRetryMs);
    expect(hints.every((hint) => Number.isInteger(hint))).toBe(true);
    expect(Math.min(...hints)).toBeGreaterThanOrEqual(2_000);
    expect(Math.max(...hints)).toBeLessThanOrEqual(6_000);
    // Each second of the range gets its share of 2,000 draws (about 500; far from 0 or 2,000).
    for (let second = 2; second < 6; second += 1) {
      const share = hints.filter((hint) => Math.floor(hint / 1000) === second).length;
      expect(share, `hints in ${second}–${second + 1} s`).toBeGreaterThan(300);
    }
  });
});

describe('ETag and 304 on the polled endpoints', () => {
  let t: TestApp;
  let competitionId: number;
  let entryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    competitionId = (await buildCompetition(t.db, t.clock.now(), { status: 'live', isLive: true }))
      .id;
    entryId = (await buildEntry(t.db, competitionId, { startOrder: 1, drScore: '30.0' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  for (const [suffix, newScore] of [
    ['', '25.5'],
    ['/entries', '26.5'],
  ] as const) {
    it(`answers GET /api/competitions/{id}${suffix} with 304 from memory until notified`, async () => {
      const url = `/api/competitions/${competitionId}${suffix}`;
      const first = await t.request({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      // A write the server was not told about: the cached answer proves no query was made.
      await t.db
        .update(competitions)
        .set({ name: `Renamed ${suffix}` })
        .where(eq(competitions.id, competitionId));
      await t.db
        .update(competitionEntries)
        .set({ drScore: newScore })
        .where(eq(competitionEntries.id, entryId));
      const silent = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(silent.statusCode).toBe(304);

      await notifyCompetitionChanged(t.database, competitionId);
      let fresh = silent;
      await waitFor(async () => {
        fresh = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
        return fresh.statusCode === 200;
      });
      expect(fresh.headers.etag).not.toBe(etag);
      expect(fresh.body).toContain(suffix === '' ? `Renamed ${suffix}` : `"dr_score":${newScore}`);

      const other = await t.request({
        method: 'GET',
        url,
        headers: { 'if-none-match': 'W/"something-else"' },
      });
      expect(other.statusCode).toBe(200);
    });
  }

  it('never caches a 404', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/competitions/424242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('server-sent events of competition changes', () => {
  let t: TestApp;
  let baseUrl: string;
  let competitionId: number;
  const extra: { app?: AppInstance; database?: Database } = {};

  beforeAll(async () => {
    t = await createTestApp();
    competitionId = (await buildCompetition(t.db, t.clock.now())).id;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await extra.app?.close();
    if (extra.database && extra.database !== t.database) await extra.database.close();
    await t.close();
  });

  it('pushes competition_changed with the next version on notifyCompetitionChanged, and no other competition', async () => {
    const stream = await openStream(baseUrl, competitionId);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await waitFor(() => stream.text().includes('event: ready'));
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
    const ready = /event: ready\ndata: (.*)\n/.exec(stream.text())?.[1] ?? '';
    const { version } = JSON.parse(ready) as { version: number };

    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => stream.text().includes('event: competition_changed'));
    expect(stream.text()).toContain(
      `data: {"competitionId":${competitionId},"version":${version + 1},`,
    );

    // Another competition's change is not sent to this stream.
    await notifyCompetitionChanged(t.database, competitionId + 1000);
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => stream.text().includes(`"version":${version + 2}`));
    expect(stream.text()).not.toContain(`"competitionId":${competitionId + 1000}`);
    stream.close();
  });

  it('gives each stream its own retry hint of 2 to 6 s, so streams dropped together come back spread out', async () => {
    const streams = await Promise.all(
      Array.from({ length: 12 }, () => openStream(baseUrl, competitionId)),
    );
    const hints: number[] = [];
    for (const stream of streams) {
      await waitFor(() => stream.text().includes('event: ready'));
      hints.push(Number(/^retry: (\d+)\n\n/.exec(stream.text())?.[1]));
      stream.close();
    }
    for (const hint of hints) {
      expect(hint).toBeGreaterThanOrEqual(SSE_RETRY_RANGE_MS.min);
      expect(hint).toBeLessThanOrEqual(SSE_RETRY_RANGE_MS.max);
    }
    expect(new Set(hints).size).toBeGreaterThan(1);
  });

  it('sends an idle stream a heartbeat event every 25 s, which the page hears (a comment it would not)', async () => {
    // Only the stream's heartbeat clock is faked, for the streams opened while it is.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openStream(baseUrl, competitionId);
      await waitFor(() => stream.text().includes('event: ready'));
      expect(SSE_HEARTBEAT_MS).toBe(25_000);
      vi.advanceTimersByTime(SSE_HEARTBEAT_MS);
      await waitFor(() => stream.text().includes('event: heartbeat'));
      vi.advanceTimersByTime(SSE_HEARTBEAT_MS);
      await waitFor(() => stream.text().split('event: heartbeat').length === 3);
      // A named event with empty data, which EventSource dispatches; no comment any more.
      expect(stream.text()).toMatch(/\n\nevent: heartbeat\ndata:\n\nevent: heartbeat\ndata:\n\n$/);
      expect(stream.text()).not.toMatch(/^:/m);
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a stream when its client goes away', async () => {
    const views = t.app.deps.liveViews;
    await waitFor(() => views.listenerCount() === 0);
    const stream = await openStream(baseUrl, competitionId);
    await waitFor(() => stream.text().includes('event: ready'));
    expect(views.listenerCount()).toBe(1);
    stream.close();
    await waitFor(() => views.listenerCount() === 0);
  });

  it('answers 404 for an unknown competition and 400 for a bad id', async () => {
    const missing = await fetch(`${baseUrl}/api/competitions/987654/events`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Competition not found.' });
    const bad = await fetch(`${baseUrl}/api/competitions/x/events`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'id' });
  });

  it('reaches a second server process on the same database', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const [row] = await t.db
        .select({ name: sql<string>`current_database()` })
        .from(competitions)
        .limit(1);
      const sameDatabase = new URL(url);
      sameDatabase.pathname = `/${row?.name ?? ''}`;
      extra.database = await openPostgres({ url: sameDatabase.toString(), poolSize: 2 });
    } else {
      extra.database = t.database; // PGlite is one process: a second app shares the client.
    }
    extra.app = await buildApp({
      database: extra.database,
      config: t.config,
      clock: t.clock,
      logger: false,
    });
    const secondUrl = await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(secondUrl, competitionId);
    await waitFor(() => stream.text().includes('event: ready'));
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => stream.text().includes('event: competition_changed'));
    stream.close();
  });
});

/** The data of every `competition_changed` event in a stream's text, in order. */
const changeEvents = (text: string) =>
  [...text.matchAll(/event: competition_changed\ndata: (.*)\n/g)].map(
    (match) => JSON.parse(match[1] ?? '') as CompetitionChangedEvent,
  );

describe('the change event carries what changed', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;
  let competitionId: number;
  const entryIds: number[] = [];

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
    competitionId = (await buildCompetition(t.db, t.clock.now(), { status: 'live', isLive: true }))
      .id;
    for (const [startOrder, drScore] of [
      [1, '25.0'],
      [2, '28.0'],
      [3, '31.0'],
    ] as const) {
      entryIds.push((await buildEntry(t.db, competitionId, { startOrder, drScore })).id);
    }
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const score = (id: number, payload: Record<string, unknown>) => saveScores(t, admin, id, payload);
  const entriesNow = async () =>
    (await t.request({ method: 'GET', url: `/api/competitions/${competitionId}/entries` })).json<
      { id: number; dr_score: number | null; positionLabel: string }[]
    >();

  it('sends the rescored entries and the new order, relative to the previous event', async () => {
    const [first, second, third] = entryIds as [number, number, number];
    // Positions first computed, before any stream listens.
    expect((await score(first, { dr_score: 25 })).statusCode).toBe(200);
    const stream = await openStream(baseUrl, competitionId);
    await waitFor(() => stream.text().includes('event: ready'));
    const ready = /event: ready\ndata: (.*)\n/.exec(stream.text())?.[1] ?? '';
    const readyVersion = (JSON.parse(ready) as { version: number }).version;

    // The third rider goes into the lead: the rescored entry and the order change.
    expect((await score(third, { dr_score: 20 })).statusCode).toBe(200);
    await waitFor(() => changeEvents(stream.text()).length === 1);
    const [moved] = changeEvents(stream.text());
    expect(moved).toMatchObject({ competitionId, version: readyVersion + 1, base: readyVersion });
    expect(moved?.competition).toBeUndefined();
    expect(moved?.entries?.order).toEqual([third, first, second]);
    const current = await entriesNow();
    // Exactly the entries whose answer changed, each as GET .../entries now answers it.
    const before = new Set([first, second]);
    expect(moved?.entries?.changed.map((entry) => entry.id)).toContain(third);
    for (const entry of moved?.entries?.changed ?? []) {
      expect(entry).toEqual(current.find((candidate) => candidate.id === entry.id));
    }
    expect(moved?.entries?.changed.filter((entry) => before.has(entry.id)).length).toBe(
      moved?.entries?.changed.filter((entry) => entry.id !== third).length,
    );

    // A renamed competition: the competition is carried, the entries are not.
    await t.db
      .update(competitions)
      .set({ name: 'Renamed while live' })
      .where(eq(competitions.id, competitionId));
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => changeEvents(stream.text()).length === 2);
    const renamed = changeEvents(stream.text())[1];
    expect(renamed).toMatchObject({ version: readyVersion + 2, base: readyVersion + 1 });
    expect(renamed?.competition?.name).toBe('Renamed while live');
    expect(renamed?.entries).toBeUndefined();

    // Nothing changed at all: an event with nothing to apply.
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => changeEvents(stream.text()).length === 3);
    const still = changeEvents(stream.text())[2];
    expect(still).toEqual({ competitionId, version: readyVersion + 3, base: readyVersion + 2 });
    stream.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'catches up once the listening connection is back: a score saved while it was gone reaches the stream',
    async () => {
      const [first] = entryIds as [number];
      const stream = await openStream(baseUrl, competitionId);
      await waitFor(() => stream.text().includes('event: ready'));
      // A score written where no notification reaches this process (another process's
      // notification sent while the listener is gone is lost just the same).
      await t.db
        .update(competitionEntries)
        .set({ drScore: '33.3' })
        .where(eq(competitionEntries.id, first));
      const cut = (await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
      )) as { rows: unknown[] };
      expect(cut.rows.length).toBe(1);
      await waitFor(() => changeEvents(stream.text()).length === 1, {
        what: 'the change event once the listener is back',
      });
      const [caughtUp] = changeEvents(stream.text());
      expect(caughtUp?.entries?.changed.find((entry) => entry.id === first)?.dr_score).toBe(33.3);
      expect((await entriesNow()).find((entry) => entry.id === first)?.dr_score).toBe(33.3);
      stream.close();
    },
  );

  it('keeps sending after a stream failed to take an event', async () => {
    const views = t.app.deps.liveViews;
    await views.read(competitionId);
    const received: number[] = [];
    let ready = false;
    const stop = views.subscribe(competitionId, {
      ready: () => (ready = true),
      change: (data) => {
        const { version } = JSON.parse(data) as CompetitionChangedEvent;
        received.push(version);
        if (received.length === 1) throw new Error('the stream broke');
      },
    });
    expect(ready).toBe(true);
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => received.length === 1);
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => received.length === 2);
    expect(received[1]).toBe((received[0] ?? 0) + 1);
    stop();
  });

  it('sends a bare event when the change is too large to carry, and after a failed read', async () => {
    const stream = await openStream(baseUrl, competitionId);
    await waitFor(() => stream.text().includes('event: ready'));
    // Long names on every entry: more than the event may carry.
    const long = 'x'.repeat(Math.ceil(MAX_CARRIED_BYTES / entryIds.length));
    await t.db
      .update(competitions)
      .set({ description: long.repeat(entryIds.length + 1) })
      .where(eq(competitions.id, competitionId));
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => changeEvents(stream.text()).length === 1);
    const [big] = changeEvents(stream.text());
    expect(big && Object.keys(big).sort()).toEqual(['competitionId', 'version']);

    // The competition is gone: the event still goes out, bare, and nothing crashes.
    await t.db
      .delete(competitionEntries)
      .where(eq(competitionEntries.competitionId, competitionId));
    await t.db.delete(competitions).where(eq(competitions.id, competitionId));
    await notifyCompetitionChanged(t.database, competitionId);
    await waitFor(() => changeEvents(stream.text()).length === 2);
    const gone = changeEvents(stream.text())[1];
    expect(gone && Object.keys(gone).sort()).toEqual(['competitionId', 'version']);
    stream.close();
  });
});
