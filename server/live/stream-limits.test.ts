import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { buildCompetition } from '../test/factories';
import { waitFor } from '../test/wait-for';
import { LIVE_STREAM_MESSAGES, SSE_RETRY_RANGE_MS } from './live-stream';
import { createAddressCounter } from './stream-limits';

type OpenStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  ended: Promise<void>;
  close: () => void;
};

/** Opens an event stream over a real socket from `localAddress` (any 127.x address is ours). */
function openStream(
  base: URL,
  path: string,
  localAddress = '127.0.0.1',
  headers: http.OutgoingHttpHeaders = {},
) {
  return new Promise<OpenStream>((resolve, reject) => {
    const request = http.get(
      { host: base.hostname, port: base.port, path, localAddress, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        const ended = new Promise<void>((done) => response.once('close', () => done()));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => text,
          ended,
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

describe('streams counted per client address', () => {
  it('refuses beyond the limit and frees a place when a stream closes', () => {
    const counter = createAddressCounter(2);
    expect(counter.tryOpen('a')).toBe(true);
    expect(counter.tryOpen('a')).toBe(true);
    expect(counter.tryOpen('a')).toBe(false);
    expect(counter.tryOpen('b')).toBe(true);
    counter.close('a');
    expect(counter.tryOpen('a')).toBe(true);
    expect(counter.count('a')).toBe(2);
  });
});

describe('live-results streams per address', () => {
  let t: TestApp;
  let base: URL;
  let path: string;
  const perAddress = loadConfig({}).liveStreams.perAddress;

  beforeAll(async () => {
    t = await createTestApp();
    path = `/api/competitions/${(await buildCompetition(t.db, t.clock.now())).id}/events`;
    base = new URL(await t.app.listen({ port: 0, host: '0.0.0.0' }));
    base.hostname = '127.0.0.1';
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the default number of streams from one address, answers 429 to the next, and still serves another address', async () => {
    expect(perAddress).toBe(50);
    const streams: OpenStream[] = [];
    for (let n = 0; n < perAddress; n += 1) streams.push(await openStream(base, path));
    expect(streams.map((stream) => stream.status)).toEqual(Array<number>(perAddress).fill(200));

    const refused = await openStream(base, path);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.text())).toEqual({
      message: LIVE_STREAM_MESSAGES.tooManyFromAddress,
    });
    // As the API reference says of every 429: Retry-After, here a stream's retry time (2–6 s).
    expect(refused.headers['retry-after']).toMatch(/^[2-6]$/);

    const neighbour = await openStream(base, path, '127.0.0.2');
    expect(neighbour.status).toBe(200);

    // Closing one stream gives its place back.
    streams[0]?.close();
    await streams[0]?.ended;
    let again = await openStream(base, path);
    await waitFor(
      async () => {
        if (again.status === 200) return true;
        await again.ended;
        again = await openStream(base, path);
        return false;
      },
      { what: 'a place for a new stream' },
    );
    for (const stream of [...streams, neighbour, again]) stream.close();
  });
});

describe('live-results streams per process', () => {
  let t: TestApp;
  let base: URL;
  let path: string;

  beforeAll(async () => {
    t = await createTestApp({
      liveStreams: { perProcess: 2, perAddress: 50, maxLifetimeMs: 60_000 },
    });
    path = `/api/competitions/${(await buildCompetition(t.db, t.clock.now())).id}/events`;
    base = new URL(await t.app.listen({ port: 0, host: '0.0.0.0' }));
    base.hostname = '127.0.0.1';
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 beyond the process cap, from any address, with a retry time', async () => {
    const streams = [await openStream(base, path), await openStream(base, path, '127.0.0.2')];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);

    const refused = await openStream(base, path, '127.0.0.3');
    expect(refused.status).toBe(503);
    await refused.ended;
    expect(JSON.parse(refused.text())).toEqual({ message: LIVE_STREAM_MESSAGES.tooMany });
    expect(refused.headers['retry-after']).toMatch(/^[2-6]$/);
    for (const stream of streams) stream.close();
  });
});

describe('live-results stream lifetime', () => {
  let t: TestApp;
  let base: URL;
  let path: string;

  beforeAll(async () => {
    // One stream per address: the place a stream holds is free again only once it has ended.
    // Nothing here races the lifetime, so a busy machine cannot make it fail.
    t = await createTestApp({
      liveStreams: { perProcess: 10_000, perAddress: 1, maxLifetimeMs: 1_000 },
    });
    path = `/api/competitions/${(await buildCompetition(t.db, t.clock.now())).id}/events`;
    base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends a stream after its lifetime with a retry hint, and frees its place', async () => {
    const stream = await openStream(base, path);
    expect(stream.status).toBe(200);
    await stream.ended;
    // It ends with the hint it opened with: its own, from 2 to 6 s.
    const hint = /^retry: (\d+)\n\nevent: ready\n.*\n\nretry: \1\n\n$/s.exec(stream.text());
    expect(Number(hint?.[1])).toBeGreaterThanOrEqual(SSE_RETRY_RANGE_MS.min);
    expect(Number(hint?.[1])).toBeLessThanOrEqual(SSE_RETRY_RANGE_MS.max);
    // The server counts the stream closed just after the client sees it end.
    let reconnected = await openStream(base, path);
    await waitFor(
      async () => {
        if (reconnected.status === 200) return true;
        await reconnected.ended;
        reconnected = await openStream(base, path);
        return false;
      },
      { what: 'a place for a new stream' },
    );
    reconnected.close();
  });
});

/** A promise and the function that settles it, for a test to hold the server at a chosen point. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a client who leaves while its stream opens', () => {
  let t: TestApp;
  let base: URL;
  let path: string;
  /** The next read of the live view says it has begun, then waits until released. */
  let held: { reached: ReturnType<typeof deferred>; released: ReturnType<typeof deferred> } | null =
    null;
  // Behind one trusted proxy the address comes from X-Forwarded-For, which outlives the socket.
  const fromClient = { 'x-forwarded-for': '203.0.113.9' };
  const openConnections = () =>
    new Promise<number>((resolve, reject) => {
      t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
    });

  beforeAll(async () => {
    t = await createTestApp({
      liveStreams: { perProcess: 10_000, perAddress: 1, maxLifetimeMs: 60_000 },
      trustProxy: { hops: 1 },
    });
    path = `/api/competitions/${(await buildCompetition(t.db, t.clock.now())).id}/events`;
    base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const views = t.app.deps.liveViews;
    const read = views.read.bind(views);
    views.read = async (competitionId) => {
      const view = await read(competitionId);
      const hold = held;
      held = null;
      if (hold) {
        hold.reached.resolve();
        await hold.released.promise;
      }
      return view;
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves nothing subscribed, open or counted against its address', async () => {
    const views = t.app.deps.liveViews;
    const hold = { reached: deferred(), released: deferred() };
    held = hold;
    const leaving = http.get({
      host: base.hostname,
      port: base.port,
      path,
      headers: fromClient,
      agent: false,
    });
    leaving.on('error', () => {}); // the socket hangs up: this client is the one leaving
    await hold.reached.promise;
    leaving.destroy();
    await waitFor(async () => (await openConnections()) === 0, {
      what: 'the server to see the client leave',
    });
    hold.released.resolve();

    // The one stream this address may hold is free, and only the new stream follows the view.
    const next = await openStream(base, path, '127.0.0.1', fromClient);
    expect(next.status).toBe(200);
    await waitFor(() => next.text().includes('event: ready'), { what: 'the ready event' });
    expect(views.listenerCount()).toBe(1);
    next.close();
    await waitFor(() => views.listenerCount() === 0, { what: 'the stream to be forgotten' });
  });
});
