/**
 * Server-side prerender of the public pages (decision 019). The server imports the SSR build of
 * this file and calls `prerender` for a visitor's first request to a public page: the page is
 * rendered to HTML with the answers of the API calls it makes, which the browser then reuses
 * (the data travels as JSON in the page), so the first paint needs neither the scripts nor a
 * round trip. The browser still renders the page itself once its scripts arrive.
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
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/router';
import { userQueryKey } from '@/features/auth/api/get-user';
import { setApiFetch } from '@/lib/api';

export type Prerendered = { html: string; state: DehydratedState };

/** Renders at most this many times while the page keeps asking for data it does not have. */
const MAX_PASSES = 4;
/** Pages kept with the data they were rendered from (URLs with their query strings). */
const MAX_KEPT_PAGES = 64;

type SeenQuery = QueryOptions<unknown, Error, unknown, QueryKey> & {
  queryKey: QueryKey;
  queryHash: string;
  enabled?: unknown;
};

/** A query client that remembers every query a render asked for, with its options. */
function visitorClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } },
  });
  // The signed-out visitor: the user call answers null without asking.
  client.setQueryData(userQueryKey, null);
  return client;
}

function recordingClient(): { client: QueryClient; seen: Map<string, SeenQuery> } {
  const client = visitorClient();
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

/** What a page's answers were, without their timestamps: equal data renders equal HTML. */
const dataOf = (state: DehydratedState) =>
  JSON.stringify(state.queries.map((query) => [query.queryHash, query.state.data]));

type KeptPage = { queries: SeenQuery[]; data: string; page: Prerendered };
const kept = new Map<string, KeptPage>();

/**
 * A page rendered before is answered again without rendering when the calls it made answer the
 * same data now (writes change the data, so nothing stale is served).
 */
async function keptPage(url: string): Promise<Prerendered | null> {
  const page = kept.get(url);
  if (!page) return null;
  const client = visitorClient();
  await Promise.all(page.queries.map((options) => client.prefetchQuery(options)));
  const same = dataOf(dehydrate(client)) === page.data;
  client.clear();
  return same ? page.page : null;
}

function keep(url: string, entry: KeptPage): void {
  kept.delete(url);
  kept.set(url, entry);
  if (kept.size > MAX_KEPT_PAGES) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
}

/**
 * The page at `url` as a visitor sees it once its data has arrived, or null when the route
 * redirects or fails (the browser then renders it alone, as before).
 */
export async function prerender(url: string, fetchApi: typeof fetch): Promise<Prerendered | null> {
  setApiFetch(fetchApi);
  const again = await keptPage(url);
  if (again) return again;
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { client, seen } = recordingClient();

  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = renderToString(
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
    if ((await fetchMissing(client, seen)) === 0) break;
  }
  const state = dehydrate(client);
  const page = { html, state };
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  if (failed) {
    // Not kept: the browser asks again for what failed, and so will the next visitor's page.
    client.clear();
    return page;
  }
  const fetched = new Set(state.queries.map((query) => query.queryHash));
  keep(url, {
    queries: [...seen.values()].filter((options) => fetched.has(options.queryHash)),
    data: dataOf(state),
    page,
  });
  client.clear();
  return page;
}
