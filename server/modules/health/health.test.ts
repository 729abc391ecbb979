import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('foundation API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers health with the database kind', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it("answers the server's clock, never to be stored", async () => {
    t.clock.set(new Date('2027-03-28T00:59:59.250Z'));
    const response = await t.request({ method: 'GET', url: '/api/health/clock' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ now: '2027-03-28T00:59:59.250Z' });
  });

  it('answers unknown API paths with a 404 JSON message', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'No API endpoint at GET /api/no-such-thing.' });
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a cross-site POST', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests cannot change data.' });
  });

  it('refuses malformed JSON with a clear 400 and no stack trace', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('at ');
  });
});
