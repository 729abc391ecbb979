import net from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './client';
import { DATABASE_UNAVAILABLE } from '../plugins/database-unavailable';
import { registerErrorHandling } from '../plugins/errors';
import type { AppInstance } from '../types';
import { waitFor } from '../test/wait-for';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A loopback relay in front of the test PostgreSQL server that can stop passing bytes both ways
 * and start again: a database machine paused, or a network cut that drops nothing, as it looks
 * to the app (connections open, statements sent, no answer).
 */
async function freezableRelay(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const connect = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    for (const socket of pair) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      });
    }
    if (!frozen) connect(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    freeze: () => {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw: () => {
      if (!frozen) return;
      frozen = false;
      for (const pair of pairs) connect(pair);
    },
    close: async () => {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!serverUrl)('a PostgreSQL server that stops answering mid-session', () => {
  let relay: Awaited<ReturnType<typeof freezableRelay>>;
  let database: Database;
  const app = Fastify() as unknown as AppInstance;
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  beforeAll(async () => {
    relay = await freezableRelay(new URL(serverUrl ?? ''));
    // One connection: a request answered 503 while it is open and idle can only have given up
    // on a statement, and a connection never given back would leave nothing to serve with.
    database = await openPostgres({ url: relay.url, poolSize: 1, queryTimeoutMs: 1_000 });
    registerErrorHandling(app);
    app.get('/query', async () => database.db.execute(sql`select 1 as one`));
    app.get('/transaction', async () =>
      database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`)),
    );
  });
  afterAll(async () => {
    relay.thaw();
    await app.close();
    await database.close();
    await relay.close();
  });

  const answersAgain = async () => {
    for (const url of ['/query', '/transaction']) {
      await waitFor(async () => (await get(url)) === 200, { what: `${url} answered again` });
    }
    // Nothing is in flight, so no connection may stay checked out.
    const [stats] = database.poolStats();
    expect(stats?.idle).toBe(stats?.total);
  };

  for (const url of ['/query', '/transaction']) {
    it(`answers ${url} 503 once the query timeout passes, and serves again once it answers`, async () => {
      expect(await get('/query')).toBe(200);
      relay.freeze();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE.message });
      expect(response.headers['retry-after']).toBe('5');
      relay.thaw();
      await answersAgain();
    });
  }
});
