import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createUnauthorizedHandler } from '@/app/unauthorized';
import { createAppRouter, routerReady, routesWithFirstScreens, type AppRouter } from '@/app/router';
import { userQueryKey } from '@/api/get-user';
import { PwaLayer } from '@/features/pwa/components/pwa-layer';
import { startCachedReadsStore } from '@/features/pwa/lib/cached-reads-store';
import { nextTask } from '@/lib/next-task';
import { RenderClock } from '@/lib/time';
import { startServerClockSync } from '@/lib/server-clock';

startCachedReadsStore();
// Countdowns and deadlines follow the server's clock, whatever the phone's says (decision 109).
startServerClockSync();

/** Created by `start` below, in a task of its own. */
let router: AppRouter | undefined;

const queryClient = createQueryClient(
  createUnauthorizedHandler(() => {
    // The session is gone: forget the user so /auth shows the sign-in form.
    queryClient.setQueryData(userQueryKey, null);
    void router?.navigate('/auth');
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const container: HTMLElement = root;

// A prerendered page (decisions 019 and 034) brings the answers its HTML was rendered from, and
// the clock it was rendered at: hydrating prints the same times, then the clocks move on.
const prerendered = document.getElementById('prerendered-data');
if (prerendered?.textContent) {
  hydrate(queryClient, JSON.parse(prerendered.textContent) as DehydratedState);
}
const renderedAt = prerendered ? Number(container.dataset.renderedAt) : Number.NaN;

/**
 * False while React hydrates server HTML, true from then on (at once for a page rendered here).
 * The switch renders as a transition: what it changes (every reader of the clock, the install and update cards) yields to
 * the browser as the hydration did, rather than blocking it in one synchronous render.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** The server render's clock while the page hydrates; the browser's own once it is committed. */
function ClockHandover({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Hydration has committed, so the page's handlers are attached: from here on its controls take
  // input (styles.css holds them until then).
  useEffect(() => {
    container.setAttribute('data-hydrated', '');
  }, []);
  const clock = !hydrated && Number.isFinite(renderedAt) ? renderedAt : null;
  return <RenderClock value={clock}>{children}</RenderClock>;
}

/** Renders its children once the page is the browser's: nothing while a prerender hydrates. */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

const app = (appRouter: AppRouter) => (
  <StrictMode>
    <ClockHandover>
      <AppProviders queryClient={queryClient}>
        {/* Route changes render immediately rather than in a transition, so state changes that
          follow a navigation (sign-out) never render the previous, protected screen. */}
        <RouterProvider router={appRouter} useTransitions={false} />
        <AfterHydration>
          <PwaLayer />
        </AfterHydration>
      </AppProviders>
    </ClockHandover>
  </StrictMode>
);

/**
 * Starts the app in steps, each a task of its own on a slow phone: this module's evaluation, the
 * first URL's screen code (for a prerendered page, loaded before the router exists), the router,
 * then hydration, which itself yields to the browser as it goes.
 */
async function start(): Promise<void> {
  await nextTask();
  if (!prerendered) {
    const appRouter = createAppRouter();
    router = appRouter;
    createRoot(container).render(app(appRouter));
    return;
  }
  // The prerendered HTML (decision 019) becomes the app where it stands once the first URL's
  // screen has loaded: hydration reuses its elements.
  const routes = await routesWithFirstScreens();
  await nextTask();
  const appRouter = createAppRouter(routes);
  router = appRouter;
  await routerReady(appRouter);
  await nextTask();
  // As a transition, so hydrating yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(container, app(appRouter));
  });
  // Entrance animations were off for the prerendered page (it was on screen already); the next
  // screens slide in again.
  const first = appRouter.state.location.key;
  const unsubscribe = appRouter.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === first) return;
    unsubscribe();
    container.removeAttribute('data-prerendered');
  });
}

void start();
