import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from '../modules/auth/session.service';
import type { AppDeps, AppInstance } from '../types';
import { createApiAnswers, type ApiAnswer } from './api-answers';
import type { PagePresence } from './page-status';
import { createRenderMemo } from './render-memo';
import { renderViewerOf, renderedUrl, type PageQuery } from './render-request';

/** Longer URLs (query strings) are served unrendered: nothing a visitor's link needs. */
const MAX_URL_LENGTH = 256;

type Prerendered = { html: string; state: unknown; renderedAt: number };
/**
 * A page the client's route table renders: its screen file, who it is rendered for and the query
 * it reads.
 */
type RenderedPage = { screen: string; render: 'everyone' | 'players'; query: PageQuery };
/** The server build of the client (client/src/entry-server.tsx): its render and route table. */
export type ServerEntry = {
  prerender: (
    url: string,
    fetchApi: typeof fetch,
    options: { signedIn: boolean },
  ) => Promise<Prerendered | null>;
  renderedPage: (pathname: string) => RenderedPage | null;
  renderedPages: () => RenderedPage[];
  pagePresence: (pathname: string) => PagePresence;
};
type ManifestChunk = { file: string; imports?: string[]; assets?: string[] };

/**
 * A page's HTML, and its gzip, compressed once when first asked for. `personal` pages hold one
 * player's data: never stored by any cache.
 */
export type Page = { html: Buffer; gzip: () => Buffer; personal?: boolean };

/** The page with the prerendered HTML: or null, and the browser renders it alone. */
export type Prerenderer = (request: FastifyRequest) => Promise<Page | null>;

export function pageOf(html: string | Buffer, personal = false): Page {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  let packed: Buffer | undefined;
  return {
    html: bytes,
    gzip: () => (packed ??= zlib.gzipSync(bytes)),
    ...(personal ? { personal } : {}),
  };
}

function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'prerender' in value &&
    typeof value.prerender === 'function' &&
    'renderedPage' in value &&
    typeof value.renderedPage === 'function' &&
    'renderedPages' in value &&
    typeof value.renderedPages === 'function' &&
    'pagePresence' in value &&
    typeof value.pagePresence === 'function'
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
export async function loadServerEntry(
  app: AppInstance,
  deps: AppDeps,
): Promise<ServerEntry | null> {
  const entry = path.resolve(deps.config.clientDir, '..', 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  let module: unknown;
  try {
    module = await import(pathToFileURL(entry).href);
  } catch (error) {
    app.log.warn({ err: error }, 'The prerender build did not load; pages render in the browser');
    return null;
  }
  return isServerEntry(module) ? module : null;
}

/** Renders the pages the client's route table renders, from the server build `module`. */
export function createPrerenderer(
  app: AppInstance,
  deps: AppDeps,
  indexHtml: string,
  module: ServerEntry,
): Prerenderer {
  const { prerender: render, renderedPage } = module;

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
  // The pages and their screens come from the client's route table (client/src/app/router.tsx).
  const scriptLists = new Map(
    module
      .renderedPages()
      .map(({ screen }) => [
        screen,
        { visitor: listOf(screen, false), player: listOf(screen, true) },
      ]),
  );
  const [head = '', tail = ''] = indexHtml.split('<div id="root"></div>');
  const cookieName = sessionCookieName(deps.config.env === 'production');
  const assemble = (scripts: string, prerendered: Prerendered) =>
    head.replace('</head>', `${preload}</head>`) +
    `<div id="root" data-prerendered data-rendered-at="${prerendered.renderedAt}">${prerendered.html}</div>` +
    `<script type="application/json" id="prerendered-data">${scriptSafeJson(prerendered.state)}</script>` +
    `<script type="application/json" id="app-scripts">${scripts}</script>` +
    tail;

  const api = createApiAnswers(app, cookieName);
  const memo = createRenderMemo();

  return async (request) => {
    const [pathname = '', search = ''] = request.url.split('?');
    const page = renderedPage(pathname);
    if (!page || request.url.length > MAX_URL_LENGTH) return null;
    // A cookie that opens no session is a visitor's, and a query the screen does not read
    // changes nothing: both get the visitor's kept page, not a render of their own.
    const viewer = await renderViewerOf(request, deps, cookieName);
    if (!viewer && page.render === 'players') return null;
    const url = renderedUrl(pathname, search, page.query);
    const lists = scriptLists.get(page.screen);
    const scripts = (viewer ? lists?.player : lists?.visitor) ?? '[]';
    try {
      if (viewer) {
        // A player's page is theirs alone: rendered for this answer, never remembered.
        const prerendered = await api.run({ cookie: viewer.secret }, () =>
          render(url, api.fetchApi, { signedIn: true }),
        );
        return prerendered ? pageOf(assemble(scripts, prerendered), true) : null;
      }
      const again = await memo.recall(url, (path) => api.answer(path));
      if (again) return again;
      const answers = new Map<string, ApiAnswer>();
      const prerendered = await api.run({ cookie: undefined, answers }, () =>
        render(url, api.fetchApi, { signedIn: false }),
      );
      if (!prerendered) return null;
      const rendered = pageOf(assemble(scripts, prerendered));
      memo.remember(url, answers, rendered);
      return rendered;
    } catch (error) {
      request.log.warn({ err: error }, 'Prerender failed; the page renders in the browser');
      return null;
    }
  };
}
