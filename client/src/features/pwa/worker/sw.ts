/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  PUBLIC_READS_CACHE,
  RETIRED_CACHES,
  SAVED_AT_HEADER,
  SW_MESSAGES,
  isOfflineReadablePath,
  isShareableAnswer,
} from '../lib/messages';
import { forgetPlayerReads, forgetPlayerReadsIfSignedIn, rememberSignedIn } from './player-reads';

declare const self: ServiceWorkerGlobalScope;

/** Replaced at build time; tells one deployed worker from the next. */
const BUILD_ID = (import.meta.env.VITE_SW_BUILD_ID as string | undefined) ?? 'development';

// The app shell: every script, style, font and the HTML, so the app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Caches of earlier workers that kept what they should not have (private answers).
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

/** Stamps when a response was saved, and tells the page when it is shown from the cache. */
const savedAtPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    // Only what the server lets anyone keep: never premium text or a player's own answers.
    if (!isShareableAnswer(response.status, response.headers.get('cache-control'))) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse) return cachedResponse;
    const savedAt = Number(cachedResponse.headers.get(SAVED_AT_HEADER) ?? Date.now());
    const clientId = event instanceof FetchEvent ? event.clientId || event.resultingClientId : '';
    const client = clientId ? await self.clients.get(clientId) : undefined;
    const message = { type: SW_MESSAGES.servedFromCache, url: cachedResponse.url, savedAt };
    if (client) client.postMessage(message);
    else for (const open of await self.clients.matchAll()) open.postMessage(message);
    return cachedResponse;
  },
};

// Public reads already seen: fresh from the network, from the cache when offline.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    isOfflineReadablePath(url.pathname) &&
    !request.headers.get('accept')?.includes('text/event-stream'),
  new NetworkFirst({
    cacheName: PUBLIC_READS_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 }),
      savedAtPlugin,
    ],
  }),
);

/** The session check answers 200 for everyone: `{ user }`, or `{ user: null }` without a session. */
async function sessionHasUser(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { user?: unknown };
    return body.user !== null && body.user !== undefined;
  } catch {
    return false;
  }
}

/**
 * The player's saved reads go as soon as any answer shows their session is gone: a 401, or the
 * session check answering no user after a player was signed in here.
 */
const forgetOnSignedOut: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    const path = new URL(request.url).pathname;
    if (response.status === 401) await forgetPlayerReadsIfSignedIn();
    else if (response.ok && path === '/api/auth/user') await rememberSignedIn();
    else if (response.ok && path === '/api/auth/session') {
      if (await sessionHasUser(response)) await rememberSignedIn();
      else await forgetPlayerReadsIfSignedIn();
    }
    return response;
  },
};

// Every other API read goes to the network; the worker only watches for a session found gone
// (ended on another device, expired, or by a password reset), not only a sign-out through it.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/api/') &&
    !request.headers.get('accept')?.includes('text/event-stream'),
  new NetworkOnly({ plugins: [forgetOnSignedOut] }),
);

// Hashed assets not in the precache (flags, images) never change once built.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets-v1',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400 }),
    ],
  }),
);

// Signing out forgets the saved reads of that account (logout clears every cached read).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/logout',
  async (options) => {
    const response = await new NetworkOnly().handle(options);
    if (response.ok) await forgetPlayerReads();
    return response;
  },
  'POST',
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (data.type === SW_MESSAGES.getVersion) event.ports[0]?.postMessage({ version: BUILD_ID });
});

type PushData = { title: string; body: string; url: string; tag: string };

function readPush(event: PushEvent): PushData | null {
  try {
    const value: unknown = event.data?.json();
    if (typeof value !== 'object' || value === null) return null;
    const { title, body, url, tag } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string') return null;
    return {
      title,
      body,
      url: typeof url === 'string' && url.startsWith('/') ? url : '/',
      tag: typeof tag === 'string' ? tag : 'eventing-manager',
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
