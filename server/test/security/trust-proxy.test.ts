import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseTrustProxy } from '../../net/trust-proxy';
import { RATE_LIMITS } from '../../modules/rate-limit/rate-limit.service';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../app';
import { buildCompetition } from '../factories';

/**
 * A real chain on loopback: client (127.0.0.2 or 127.0.0.3) → one or two proxies on 127.0.0.1,
 * each appending the address it was reached from to X-Forwarded-For as a load balancer or a CDN
 * does → the app. The client writes whatever it likes at the left of X-Forwarded-For; with
 * TRUST_PROXY as the number of proxies or as their address, the limits still count the address
 * the outermost proxy appended.
 */
type Proxy = { url: URL; close: () => Promise<void> };

function startAppendingProxy(target: URL): Promise<Proxy> {
  const server = http.createServer((incoming, outgoing) => {
    const prior = incoming.headers['x-forwarded-for'];
    const forwardedFor = [prior, incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: new URL(`http://127.0.0.1:${port}`),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

type Answer = { status: number; body: string; close: () => void };

/** One request through the proxy from `from`, claiming to be `claimed` in X-Forwarded-For. */
function send(
  proxy: Proxy,
  options: { from: string; claimed: string; method?: string; path: string; body?: object },
): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: proxy.url.hostname,
        port: proxy.url.port,
        method: options.method ?? 'GET',
        path: options.path,
        localAddress: options.from,
        agent: false,
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-for': options.claimed,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const stream = (response.headers['content-type'] ?? '').includes('event-stream');
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        const answer = { status, close: () => request.destroy() };
        if (stream) resolve({ ...answer, body: '' });
        else response.on('end', () => resolve({ ...answer, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** 203.0.113.n: a different made-up address for every request. */
let spoofed = 0;
const claim = () => `203.0.113.${(spoofed++ % 250) + 1}`;

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses and networks, and refuses to trust every hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 203.0.113.7,loopback')).toEqual({
      addresses: ['10.0.0.0/8', '203.0.113.7', 'loopback'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration: TRUST_PROXY: true would trust every hop, so each client could choose its own address. Give false (the default: no proxy), a number of proxies in front of the app (1 for one load balancer, 2 for a CDN in front of it), or a comma-separated list of proxy addresses and networks (10.0.0.0/8, 203.0.113.7, loopback, linklocal, uniquelocal).',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my-balancer' })).toThrow(
      'Invalid configuration: TRUST_PROXY: invalid IP address: my-balancer.',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('invalid range');
  });
});

describe.each([
  ['1', 1, 'a load balancer'],
  ['127.0.0.1', 1, "the load balancer's address"],
  ['2', 2, 'a CDN in front of a load balancer'],
])('TRUST_PROXY=%s, %i proxies on loopback (%s)', (setting, proxies) => {
  let t: TestApp;
  let proxy: Proxy;
  const chain: Proxy[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy,
      liveStreams: { perProcess: 10_000, perAddress: 3, maxLifetimeMs: 60_000 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    let next = new URL(`http://127.0.0.1:${port}`);
    for (let index = 0; index < proxies; index += 1) {
      proxy = await startAppendingProxy(next);
      chain.push(proxy);
      next = proxy.url;
    }
  });
  afterAll(async () => {
    for (const hop of chain) await hop.close();
    await t.close();
  });

  it('failed sign-ins are limited by the address the proxy saw, whatever the client writes', async () => {
    const limit = RATE_LIMITS.loginFailuresPerIp.limit;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 2; attempt += 1) {
      const answer = await send(proxy, {
        from: '127.0.0.2',
        claimed: claim(),
        method: 'POST',
        path: '/api/auth/login',
        body: { email: `guess${attempt}@example.test`, password: 'wrong password' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429, 429]);
    const elsewhere = await send(proxy, {
      from: '127.0.0.3',
      claimed: claim(),
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'guess0@example.test', password: 'wrong password' },
    });
    expect(elsewhere.status).toBe(401);
  });

  it('registrations are limited by that address too', async () => {
    const limit = RATE_LIMITS.registerPerIp.limit;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 2; attempt += 1) {
      const answer = await send(proxy, {
        from: '127.0.0.2',
        claimed: claim(),
        method: 'POST',
        path: '/api/auth/register',
        body: {
          firstName: 'Proxy',
          lastName: 'Tester',
          email: `proxied-${setting}-${attempt}@example.test`,
          nationality: 'GBR',
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429, 429]);
  });

  it('live streams are counted per that address', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const path = `/api/competitions/${competition.id}/events`;
    const open: Answer[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        open.push(await send(proxy, { from: '127.0.0.2', claimed: claim(), path }));
      }
      const fourth = await send(proxy, { from: '127.0.0.2', claimed: claim(), path });
      open.push(fourth);
      const other = await send(proxy, { from: '127.0.0.3', claimed: claim(), path });
      open.push(other);
      expect(open.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 200]);
    } finally {
      for (const answer of open) answer.close();
    }
  });
});
