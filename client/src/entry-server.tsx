/**
 * Server rendering of pages (decisions 019, 034 and 048). The server imports the SSR build of
 * this file, asks `renderedPage` whether the route table renders a URL and for whom, and calls
 * `prerender` for a first request to such a page: the page is rendered to HTML with the answers
 * of the API calls it makes, which the browser then reuses (the data travels as JSON in the
 * page), so the first paint needs neither the scripts nor a round trip. The browser hydrates that
 * HTML once its scripts arrive.
 *
 * Nothing is kept in this file: each call renders from the answers the server gives now (the
 * server may reuse a visitor's page while those answers stay the same: server/ssr/render-memo.ts).
 * A signed-in
 * player's page is rendered from the API answers to that player's own cookie (the server's
 * `fetchApi` carries it).
 */
import {
  dehydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
  type QueryKey,
  type QueryOptions,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { appRoutes, isPageHandle, type PageQuery, type ServerRender } from '@/app/router';
import { userQueryKey } from '@/api/get-user';
import { setApiFetch } from '@/lib/api';
import { RenderClock } from '@/lib/time';

/** The HTML, the answers it was rendered from and the clock it was rendered at. */
export type Prerendered = { html: string; state: DehydratedState; renderedAt: number };

export type PrerenderOptions = {
  /** A session cookie came with the request: render as that player, keep nothing. */
  signedIn?: boolean;
};

/**
 * Renders at most this many times while the page keeps asking for data it does not have (a
 * player's page waits for the user before its own calls, which may depend on each other).
 */
const MAX_PASSES = 6;

/** How renderToString marks a boundary it left to the browser (its code had not arrived). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML with every lazily loaded component in it. When a part's code has not arrived
 * yet (the first renders after a start), React's static prerender is run once to wait for it,
 * output unused: it would swap late parts in with inline scripts, which the CSP forbids. Then
 * the page is rendered again, whole. A part that fails on the server stays the browser's to draw.
 */
async function renderPage(element: ReactElement): Promise<string> {
  const html = renderToString(element);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  const { prelude } = await prerenderToNodeStream(element, { onError: () => undefined });
  for await (const chunk of prelude) void chunk;
  return renderToString(element);
}

type SeenQuery = QueryOptions<unknown, Error, unknown, QueryKey> & {
  queryKey: QueryKey;
  queryHash: string;
  enabled?: unknown;
};

function serverClient(signedIn: boolean): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } },
  });
  // The signed-out visitor: the user call answers null without asking.
  if (!signedIn) client.setQueryData(userQueryKey, null);
  return client;
}

/** A query client that remembers every query a render asked for, with its options. */
function recordingClient(signedIn: boolean): { client: QueryClient; seen: Map<string, SeenQuery> } {
  const client = serverClient(signedIn);
  const seen = new Map<string, SeenQuery>();
  const original = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof original>[0]) => {
    const defaulted = original(options);
    seen.set(defaulted.queryHash, defaulted);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return { client, seen };
}

/** Fetches every enabled query the last render asked for and does not have yet; how many. */
async function fetchMissing(client: QueryClient, seen: Map<string, SeenQuery>): Promise<number> {
  const missing = [...seen.values()].filter((options) => {
    const query = client.getQueryCache().build(client, options);
    if (query.state.status !== 'pending' || query.state.fetchStatus === 'fetching') return false;
    const enabled =
      typeof options.enabled === 'function'
        ? (options.enabled as (q: typeof query) => boolean)(query)
        : options.enabled;
    return enabled !== false;
  });
  await Promise.all(missing.map((options) => client.prefetchQuery(options)));
  return missing.length;
}

/**
 * A page the server renders: its screen file (as the build's manifest names it), for whom, and
 * the query parameters it reads with the values that change it (none: `{}`).
 */
export type RenderedPage = { screen: string; render: ServerRender; query: PageQuery };

/** What the server needs of a page's route, or null when the browser draws it alone. */
const renderedPageOf = (handle: unknown): RenderedPage | null =>
  isPageHandle(handle) && handle.render
    ? { screen: handle.screen, render: handle.render, query: handle.query ?? {} }
    : null;

/** The page the route table renders at `pathname`, or null when the browser draws it alone. */
export function renderedPage(pathname: string): RenderedPage | null {
  return renderedPageOf(matchRoutes(appRoutes(), pathname)?.at(-1)?.route.handle);
}

/**
 * Whether the route table has a page at `pathname` (not only its page for addresses where
 * nothing is), and the API read of the record that page is about, if any: the server answers 404
 * when there is no page, or when that read says the record is not there (decision 084).
 */
export type PagePresence = { page: false } | { page: true; subject: string | null };

export function pagePresence(pathname: string): PagePresence {
  const match = matchRoutes(appRoutes(), pathname)?.at(-1);
  const handle: unknown = match?.route.handle;
  if (!match || !isPageHandle(handle) || handle.notFound) return { page: false };
  return { page: true, subject: handle.subject ? handle.subject(match.params) : null };
}

/** Every page the route table renders, once each (their scripts are listed at start-up). */
export function renderedPages(): RenderedPage[] {
  const pages = new Map<string, RenderedPage>();
  const visit = (routes: readonly RouteObject[]) => {
    for (const route of routes) {
      const page = renderedPageOf(route.handle);
      if (page) pages.set(page.screen, page);
      visit(route.children ?? []);
    }
  };
  visit(appRoutes());
  return [...pages.values()];
}

/**
 * The page at `url` as a visitor (or, with `signedIn`, the player whose cookie the server's
 * `fetchApi` carries) sees it once its data has arrived, or null when the route redirects or
 * fails, or the player's session is no longer valid (the browser then renders it alone).
 */
export async function prerender(
  url: string,
  fetchApi: typeof fetch,
  { signedIn = false }: PrerenderOptions = {},
): Promise<Prerendered | null> {
  setApiFetch(fetchApi);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { client, seen } = recordingClient(signedIn);

  const renderedAt = Date.now();
  let html = '';
  let complete = false;
  for (let pass = 0; pass < MAX_PASSES && !complete; pass += 1) {
    html = await renderPage(
      <RenderClock value={renderedAt}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </RenderClock>,
    );
    complete = (await fetchMissing(client, seen)) === 0;
  }
  // A session that no longer opens an account (or a page still waiting for data) is left to
  // the browser, which signs the player out or shows its loading state itself.
  if (!complete || (signedIn && client.getQueryData(userQueryKey) == null)) {
    client.clear();
    return null;
  }
  const state = dehydrate(client);
  client.clear();
  return { html, state, renderedAt };
}
