import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProxy } from '../../client/api-proxy';
import { freePort } from '../../e2e/support/server';
import { createTestApp, type TestApp } from './app';
import { buildUser } from './factories';

/** `npm run dev:client`: the Vite dev server with the repository's proxy in front of the API. */
describe('the dev client proxy', () => {
  let t: TestApp;
  let vite: ViteDevServer;
  let page: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'em-dev-proxy-'));

  beforeAll(async () => {
    t = await createTestApp();
    const api = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    vite = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port, strictPort: true, proxy: apiProxy(api) },
    });
    await vite.listen();
    page = `http://127.0.0.1:${port}`;
    await buildUser(t.db, { email: 'dev@example.test', password: 'dev-client-passphrase' });
  });
  afterAll(async () => {
    await vite.close();
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const signIn = (origin: string) =>
    fetch(`${page}/api/auth/login`, {
      method: 'POST',
      headers: { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dev@example.test', password: 'dev-client-passphrase' }),
    });

  it('signs in from a page of the dev server', async () => {
    const answer = await signIn(page);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/=/);
  });

  it('still refuses a change sent from another site through it', async () => {
    const answer = await signIn('http://elsewhere.example');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: 'Cross-site requests cannot change data.' });
  });
});
