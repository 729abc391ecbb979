import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startScoreboardFixtureServer,
  type FixtureServer,
} from '../modules/scraping/scoreboard-fixture-server';
import { createTestApp, type TestApp } from '../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../test/factories';
import { startMetricsServer } from './metrics-server';
import { waitForValue } from '../test/wait-for';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in the Prometheus text, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let base: string;

  beforeAll(async () => {
    fixtures = await startScoreboardFixtureServer();
    t = await createTestApp({
      scraperAllowedOrigins: [fixtures.origin],
      metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await fixtures.close();
  });

  const scrapeMetrics = async () => {
    const response = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('are served on the public port only with the token', async () => {
    const without = await t.request({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.json()).toEqual({
      message: 'Metrics need the metrics token as a bearer token.',
    });
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('count requests by route pattern and status, with their latency', async () => {
    const before = await scrapeMetrics();
    const health = 'method="GET",route="/api/health",status_code="200"';
    const unknown = 'method="GET",route="(unmatched)",status_code="404"';
    const count = (text: string, labels: string) =>
      valueOf(text, `http_requests_total{${labels}}`) ?? 0;
    for (let index = 0; index < 3; index += 1) {
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    await t.request({ method: 'GET', url: '/api/no-such-thing/42' });
    const after = await scrapeMetrics();
    expect(count(after, health) - count(before, health)).toBe(3);
    expect(count(after, unknown) - count(before, unknown)).toBe(1);
    expect(valueOf(after, `http_request_duration_seconds_count{${health}}`)).toBe(
      count(after, health),
    );
    expect(valueOf(after, `http_request_duration_seconds_bucket{le="+Inf",${health}}`)).toBe(
      count(after, health),
    );
  });

  it('count team saves, and scrape runs by outcome', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('no-such-board.html'),
    });
    const entries: Array<{ id: number }> = [];
    for (let index = 0; index < 5; index += 1) {
      entries.push(await buildEntry(t.db, competition.id, { price: '2.0' }));
    }
    const player = await signedInUser(t.db, t.clock.now());
    const save = () =>
      t.request({
        method: 'POST',
        url: '/api/fantasy/teams',
        cookie: player.cookie,
        payload: {
          competitionId: competition.id,
          selections: entries.map((entry) => ({ competitionEntryId: entry.id })),
        },
      });
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    const admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
    const scrape = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/scrape-now`,
      cookie: admin.cookie,
    });
    expect(scrape.statusCode).toBeGreaterThanOrEqual(400);
    const text = await scrapeMetrics();
    expect(valueOf(text, 'eventing_team_saves_total')).toBe(2);
    expect(valueOf(text, 'eventing_scrape_runs_total{trigger="manual",outcome="failed"}')).toBe(1);
  });

  it('show the open live streams and the events pushed on them', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const route = 'route="/api/competitions/:id/events"';
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${base}/api/competitions/${competition.id}/events`, resolve).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    response.setEncoding('utf8');
    let received = '';
    await new Promise<void>((resolve) => {
      response.on('data', (chunk: string) => {
        received += chunk;
        if (received.includes('event: ready')) resolve();
      });
    });
    const open = await scrapeMetrics();
    expect(valueOf(open, `eventing_live_streams_open{${route}}`)).toBe(1);
    expect(valueOf(open, `eventing_live_events_pushed_total{${route},event="ready"}`)).toBe(1);
    response.destroy();
    const closed = await waitForValue(
      scrapeMetrics,
      (text) => valueOf(text, `eventing_live_streams_open{${route}}`) === undefined,
      { intervalMs: 50 },
    );
    expect(valueOf(closed, `eventing_live_streams_open{${route}}`)).toBeUndefined();
    expect(valueOf(closed, `http_requests_total{method="GET",${route},status_code="200"}`)).toBe(1);
  });

  it('count the events of every route that declares an event stream, auto-match included', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/auto-match`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    // Its own head carries what every answer carries.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const route = 'route="/api/admin/competitions/:id/auto-match"';
    const text = await waitForValue(
      scrapeMetrics,
      (metrics) =>
        valueOf(metrics, `http_requests_total{method="POST",${route},status_code="200"}`) === 1,
      { intervalMs: 50 },
    );
    expect(
      valueOf(text, `eventing_live_events_pushed_total{${route},event="message"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(
        text,
        `http_request_duration_seconds_count{method="POST",${route},status_code="200"}`,
      ),
    ).toBeUndefined();
  });

  it('report the database pool and the event loop delay', async () => {
    const text = await scrapeMetrics();
    const pool = process.env.TEST_DATABASE_URL ? 'primary' : 'embedded';
    expect(valueOf(text, `eventing_db_pool_connections{pool="${pool}",state="max"}`)).toBe(
      pool === 'primary' ? 8 : 1,
    );
    expect(
      valueOf(text, `eventing_db_pool_connections{pool="${pool}",state="total"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
  });
});

describe('metrics port', () => {
  it('serves GET /metrics and nothing else', async () => {
    const server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      read: () => Promise.resolve({ text: 'up 1\n', contentType: 'text/plain; version=0.0.4' }),
      log: { info: () => undefined, error: () => undefined },
    });
    try {
      const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toBe('up 1\n');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
