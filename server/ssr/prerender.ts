import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from '../modules/auth/session.service';
import type { AppDeps, AppInstance } from '../types';
import { renderedUrl, renderViewerOf } from './render-request';

/**
 * The pages the server renders (decisions 019 and 034), with the screen module each one loads:
 * for visitors (kept and shared while their data is unchanged) and for signed-in players
 * (rendered per request from that player's own answers, never kept).
 */
type RenderedRoute = { pattern: RegExp; screen: string; visitors: boolean };

const id = '[1-9][0-9]{0,8}';
export const RENDERED_ROUTES: readonly RenderedRoute[] = [
  { pattern: /^\/$/, screen: 'src/routes/home.tsx', visitors: true },
  { pattern: /^\/landing$/, screen: 'src/routes/landing.tsx', visitors: true },
  { pattern: /^\/news$/, screen: 'src/routes/news.tsx', visitors: true },
  { pattern: /^\/calendar$/, screen: 'src/routes/calendar.tsx', visitors: true },
  { pattern: /^\/ratings$/, screen: 'src/routes/ratings.tsx', visitors: true },
  { pattern: /^\/scoring$/, screen: 'src/routes/scoring.tsx', visitors: true },
  { pattern: /^\/play$/, screen: 'src/routes/play.tsx', visitors: false },
  {
    pattern: new RegExp(`^/team-selection/${id}$`),
    screen: 'src/routes/team-selection.tsx',
    visitors: true,
  },
  { pattern: new RegExp(`^/results/${id}$`), screen: 'src/routes/results.tsx', visitors: true },
];

/** Longer URLs (query strings) are served unrendered: nothing a visitor's link needs. */
const MAX_URL_LENGTH = 256;

type Prerendered = { html: string; state: unknown; renderedAt: number };
type PrerenderModule = {
  prerender: (
    url: string,
    fetchApi: typeof fetch,
    options: { signedIn: boolean },
  ) => Promise<Prerendered | null>;
};
type ManifestChunk = { file: string; imports?: string[]; assets?: string[] };

/**
 * A page's HTML, and gzipped once (a page rendered from unchanged data is the same object).
 * `personal` pages hold one player's data: never stored by any cache.
 */
export type Page = { html: Buffer; gzip: Buffer; personal?: boolean };

/** The page with the prerendered HTML: or null, and the browser renders it alone. */
export type Prerenderer = (request: FastifyRequest) => Promise<Page | null>;

export function pageOf(html: string | Buffer): Page {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  return { html: bytes, gzip: zlib.gzipSync(bytes) };
}

function isPrerenderModule(value: unknown): value is PrerenderModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'prerender' in value &&
    typeof value.prerender === 'function'
  );
}

/** The signed-in header's account menu, a lazily loaded part (client/src/app/layout/user-menu.tsx). */
const ACCOUNT_MENU = 'src/app/layout/account-menu.tsx';

/** Every script a module needs that index.html does not already load. */
function moduleScripts(
  manifest: Record<string, ManifestChunk>,
  key: string,
  indexHtml: string,
): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files].filter((file) => !indexHtml.includes(file));
}

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return {};
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/** The Latin face of Inter, so text first paints in it rather than swapping (and growing) later. */
function fontLink(manifest: Record<string, ManifestChunk>): string {
  const font = manifest['index.html']?.assets?.find((file) => file.includes('inter-latin-wght'));
  return font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : '';
}

/**
 * The page every other request gets: index.html naming the app's scripts (src/main.tsx, which
 * src/boot.ts imports), so they download beside the entry instead of after it.
 */
export function plainDocument(indexHtml: string, clientDir: string): string {
  const manifest = readManifest(clientDir);
  const links = preloadLinks(moduleScripts(manifest, 'src/main.tsx', indexHtml));
  return indexHtml.replace('</head>', `${fontLink(manifest)}${links}</head>`);
}

/** `<` never ends the JSON's script element early, whatever the data holds. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028');

/**
 * Loads the server build of the client (dist/server/entry-server.js, built by `npm run build`).
 * Without it, or when it fails to load, pages are served unrendered as before.
 */
export async function createPrerenderer(
  app: AppInstance,
  deps: AppDeps,
  indexHtml: string,
): Promise<Prerenderer | null> {
  const entry = path.resolve(deps.config.clientDir, '..', 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  let module: unknown;
  try {
    module = await import(pathToFileURL(entry).href);
  } catch (error) {
    app.log.warn({ err: error }, 'The prerender build did not load; pages render in the browser');
    return null;
  }
  if (!isPrerenderModule(module)) return null;
  const render = module.prerender;

  // Only the font is preloaded: the app's and the screen's scripts are listed for the entry to
  // fetch once the page has painted (client/src/boot.ts), so they never compete with the paint.
  const manifest = readManifest(deps.config.clientDir);
  const preload = fontLink(manifest);
  const appScripts = moduleScripts(manifest, 'src/main.tsx', indexHtml);
  // A player's page also names the account menu's scripts: its server-rendered menu is hydrated
  // with the page, which would otherwise stop to fetch them then. Never on a visitor's page.
  const accountScripts = moduleScripts(manifest, ACCOUNT_MENU, indexHtml);
  const listOf = (screen: string, signedIn: boolean) => {
    const screenScripts = moduleScripts(manifest, screen, indexHtml);
    const files = new Set([...appScripts, ...screenScripts, ...(signedIn ? accountScripts : [])]);
    return scriptSafeJson([...files].map((file) => `/${file}`));
  };
  const scriptLists = new Map(
    RENDERED_ROUTES.map(({ screen }) => [
      screen,
      { visitor: listOf(screen, false), player: listOf(screen, true) },
    ]),
  );
  const [head = '', tail = ''] = indexHtml.split('<div id="root"></div>');
  const cookieName = sessionCookieName(deps.config.env === 'production');
  const pages = new WeakMap<Prerendered, Page>();
  const assemble = (scripts: string, prerendered: Prerendered) =>
    head.replace('</head>', `${preload}</head>`) +
    `<div id="root" data-prerendered data-rendered-at="${prerendered.renderedAt}">${prerendered.html}</div>` +
    `<script type="application/json" id="prerendered-data">${scriptSafeJson(prerendered.state)}</script>` +
    `<script type="application/json" id="app-scripts">${scripts}</script>` +
    tail;

  // The player's session cookie for the render under way: each request's render runs in its own
  // context, so concurrent renders for different players never see each other's cookie.
  const session = new AsyncLocalStorage<string | undefined>();

  // The page's API calls, answered by this app in this process, as a visitor's would be.
  const fetchApi: typeof fetch = async (input) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://prerender.local');
    if (!url.pathname.startsWith('/api/')) return new Response(null, { status: 404 });
    const cookie = session.getStore();
    const response = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        ...(cookie === undefined ? {} : { cookie: `${cookieName}=${cookie}` }),
      },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'text/plain') },
    });
  };

  return async (request) => {
    const [pathname = '', search = ''] = request.url.split('?');
    const route = RENDERED_ROUTES.find(({ pattern }) => pattern.test(pathname));
    if (!route || request.url.length > MAX_URL_LENGTH) return null;
    // A cookie that opens no session is a visitor's, and a query the screen does not read
    // changes nothing: both get the visitor's kept page, not a render of their own.
    const viewer = await renderViewerOf(request, deps, cookieName);
    const signedIn = viewer !== null;
    const url = renderedUrl(pathname, search, route.screen);
    const lists = scriptLists.get(route.screen);
    const scripts = (signedIn ? lists?.player : lists?.visitor) ?? '[]';
    if (!signedIn && !route.visitors) return null;
    try {
      const prerendered = await session.run(viewer?.secret, () =>
        render(url, fetchApi, { signedIn }),
      );
      if (!prerendered) return null;
      // A player's page is theirs alone: assembled for this answer, never kept.
      if (signedIn) return { ...pageOf(assemble(scripts, prerendered)), personal: true };
      let page = pages.get(prerendered);
      if (!page) {
        page = pageOf(assemble(scripts, prerendered));
        pages.set(prerendered, page);
      }
      return page;
    } catch (error) {
      request.log.warn({ err: error }, 'Prerender failed; the page renders in the browser');
      return null;
    }
  };
}
