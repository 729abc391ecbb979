import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../modules/auth/session.service';
import { createTestApp, type TestApp } from '../test/app';
import { signedInUser } from '../test/factories';
import { renderedUrl } from './render-request';

/**
 * What the server asks the client's renderer for. A stand-in server build records each call, so
 * the test sees whether a request made a render and for whom, without building the client.
 */
type RenderCall = { url: string; signedIn: boolean };
const RECORDER = '__emRenderCallsForTest';
const calls = (): RenderCall[] =>
  ((globalThis as Record<string, unknown>)[RECORDER] as RenderCall[] | undefined) ?? [];

const STAND_IN = `
const pages = [
  [/^\\/play$/, 'src/routes/play.tsx', 'players', { tab: ['leagues', 'performance'] }],
  [/^\\/news$/, 'src/routes/news.tsx', 'everyone', { tab: ['free', 'premium'] }],
  [/^\\/team-selection\\/[0-9]+$/, 'src/routes/team-selection.tsx', 'everyone', {}],
];
export function renderedPage(pathname) {
  const page = pages.find(([pattern]) => pattern.test(pathname));
  return page ? { screen: page[1], render: page[2], query: page[3] } : null;
}
export function renderedPages() {
  return pages.map(([, screen, render, query]) => ({ screen, render, query }));
}
export function pagePresence(pathname) {
  const found = pages.some(([pattern]) => pattern.test(pathname));
  return found ? { page: true, subject: null } : { page: false };
}
export async function prerender(url, _fetchApi, { signedIn = false } = {}) {
  (globalThis.${RECORDER} ??= []).push({ url, signedIn });
  return { html: '<p>' + url + '</p>', state: { queries: [] }, renderedAt: 1 };
}
`;

let t: TestApp;
let buildDir: string;
const cookieName = sessionCookieName(false);

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-render-request-'));
  fs.mkdirSync(path.join(buildDir, 'client'));
  fs.mkdirSync(path.join(buildDir, 'server'));
  fs.writeFileSync(
    path.join(buildDir, 'client', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(buildDir, 'server', 'entry-server.js'), STAND_IN);
  t = await createTestApp({ clientDir: path.join(buildDir, 'client') });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

async function page(url: string, cookie?: string) {
  const before = calls().length;
  const response = await t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
  return { response, renders: calls().slice(before) };
}

describe('the address a page is rendered at', () => {
  it('keeps only the query parameters the page reads, with a value it shows differently', () => {
    const news = { tab: ['free', 'premium'] };
    const ratings = { tab: ['riders'] };
    expect(renderedUrl('/team-selection/8', 'utm_source=x&fbclid=y', {})).toBe('/team-selection/8');
    expect(renderedUrl('/news', 'x=1&tab=premium', news)).toBe('/news?tab=premium');
    expect(renderedUrl('/news', 'tab=all', news)).toBe('/news');
    expect(renderedUrl('/ratings', 'tab=riders&tab=horses', ratings)).toBe('/ratings?tab=riders');
    expect(renderedUrl('/ratings', 'tab=nonsense', ratings)).toBe('/ratings');
    expect(
      renderedUrl('/play', 'b=1&tab=leagues&a=2', { a: ['2'], tab: ['leagues'], b: ['1'] }),
    ).toBe('/play?a=2&tab=leagues&b=1');
  });
});

describe('visitor or player, as the server render decides', () => {
  it('a cookie that opens no session is a visitor: the visitor page, not a render for nobody', async () => {
    const visitor = await page('/team-selection/8');
    for (const value of ['x', 'a'.repeat(43), '']) {
      const { response, renders } = await page('/team-selection/8', `${cookieName}=${value}`);
      // The visitor's remembered page, or a visitor's render of it: never one for a player.
      for (const render of renders)
        expect(render).toEqual({ url: '/team-selection/8', signedIn: false });
      expect(response.body).toBe(visitor.response.body);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a query string the page does not read renders the same address as without it', async () => {
    const plain = await page('/team-selection/8');
    const { response, renders } = await page('/team-selection/8?utm_source=mail&n=1234567');
    for (const render of renders)
      expect(render).toEqual({ url: '/team-selection/8', signedIn: false });
    expect(response.body).toBe(plain.response.body);
    const news = await page('/news?tab=premium&ref=abc');
    for (const render of news.renders) {
      expect(render).toEqual({ url: '/news?tab=premium', signedIn: false });
    }
    expect(news.response.body).toContain('<p>/news?tab=premium</p>');
  });

  it('a live session is a player: their own page, never kept', async () => {
    const { cookie } = await signedInUser(t.db, t.clock.now());
    const { response, renders } = await page('/play?tab=leagues&x=1', cookie);
    expect(renders).toEqual([{ url: '/play?tab=leagues', signedIn: true }]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
