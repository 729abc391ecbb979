import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/**
 * A build made while the server runs (docs/decisions/115-rolling-deploys.md):
 * its scripts are served at once, by a process that started before them, as a page from the new
 * build loaded through another process asks for them.
 */
let t: TestApp;
let root = '';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'em-client-assets-'));
  const clientDir = path.join(root, 'client');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/index-first.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-first.js'), 'first();');
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the client build’s assets', () => {
  it('serves a script written after the server started, cached for a year', async () => {
    fs.writeFileSync(path.join(root, 'client', 'assets', 'index-second.js'), 'second();');
    const answer = await t.request({ method: 'GET', url: '/assets/index-second.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('second();');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/javascript/);
  });

  it('still serves the scripts there at start, and answers 404 for one that is nowhere', async () => {
    const first = await t.request({ method: 'GET', url: '/assets/index-first.js' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.request({ method: 'GET', url: '/assets/index-nowhere.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found.');
  });
});
