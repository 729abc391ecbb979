import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/** Route-level code splitting: each screen's code is downloaded when it is first visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const publicRoutes = (): RouteObject[] => [
  {
    index: true,
    lazy: screen(
      () => import('@/routes/home'),
      (m) => m.HomeScreen,
    ),
  },
  {
    path: 'auth',
    lazy: screen(
      () => import('@/routes/auth'),
      (m) => m.AuthScreen,
    ),
  },
  {
    path: 'verify-email',
    lazy: screen(
      () => import('@/routes/verify-email'),
      (m) => m.VerifyEmailScreen,
    ),
  },
  {
    path: 'reset-password',
    lazy: screen(
      () => import('@/routes/reset-password'),
      (m) => m.ResetPasswordScreen,
    ),
  },
  {
    path: 'dev-verify',
    lazy: screen(
      () => import('@/routes/dev-verify'),
      (m) => m.DevVerifyScreen,
    ),
  },
  {
    path: 'landing',
    lazy: screen(
      () => import('@/routes/landing'),
      (m) => m.LandingScreen,
    ),
  },
  {
    path: 'news',
    lazy: screen(
      () => import('@/routes/news'),
      (m) => m.NewsScreen,
    ),
  },
  {
    path: 'articles/:slug',
    lazy: screen(
      () => import('@/routes/article'),
      (m) => m.ArticleScreen,
    ),
  },
  {
    path: 'ratings',
    lazy: screen(
      () => import('@/routes/ratings'),
      (m) => m.RatingsScreen,
    ),
  },
  {
    path: 'scoring',
    lazy: screen(
      () => import('@/routes/scoring'),
      (m) => m.ScoringScreen,
    ),
  },
  {
    path: 'calendar',
    lazy: screen(
      () => import('@/routes/calendar'),
      (m) => m.CalendarScreen,
    ),
  },
  {
    path: 'feedback',
    lazy: screen(
      () => import('@/routes/feedback'),
      (m) => m.FeedbackScreen,
    ),
  },
  {
    path: 'join/:code',
    lazy: screen(
      () => import('@/routes/join-league'),
      (m) => m.JoinLeagueScreen,
    ),
  },
  {
    path: 'team-selection/:competitionId',
    lazy: screen(
      () => import('@/routes/team-selection'),
      (m) => m.TeamSelectionScreen,
    ),
  },
  ...['competitions/:id', 'competitions/:id/results', 'results/:id'].map((path) => ({
    path,
    lazy: screen(
      () => import('@/routes/results'),
      (m) => m.ResultsScreen,
    ),
  })),
  {
    path: 'competitor/:athleteId/:horseId/:competitionId',
    lazy: screen(
      () => import('@/routes/competitor'),
      (m) => m.CompetitorScreen,
    ),
  },
];

const protectedRoutes = (): RouteObject[] => [
  {
    path: 'play',
    lazy: screen(
      () => import('@/routes/play'),
      (m) => m.PlayScreen,
    ),
  },
  {
    path: 'my-teams',
    lazy: screen(
      () => import('@/routes/my-teams'),
      (m) => m.MyTeamsScreen,
    ),
  },
  {
    path: 'profile',
    lazy: screen(
      () => import('@/routes/profile'),
      (m) => m.ProfileScreen,
    ),
  },
  {
    path: 'admin',
    lazy: screen(
      () => import('@/routes/admin'),
      (m) => m.AdminScreen,
    ),
  },
  {
    path: 'admin/scraped-data-matcher',
    lazy: screen(
      () => import('@/routes/admin-scraped-data-matcher'),
      (m) => m.ScrapedDataMatcherScreen,
    ),
  },
  {
    path: 'admin/competitions/:id/matching',
    lazy: screen(
      () => import('@/routes/admin-competition-matching'),
      (m) => m.CompetitionMatchingScreen,
    ),
  },
];

// One screen for /league/overall, /league/{three-letter country code} and /league/{id}; a
// signed-out visitor is told before the redirect.
const leagueRoute = (): RouteObject => ({
  path: 'league/:leagueId',
  lazy: screen(
    () => import('@/routes/league'),
    (m) => m.LeagueScreen,
  ),
});

/**
 * Every route of the app, as new objects at each call (loading a screen ahead fills in its route);
 * the browser router and the server's prerender share it.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          // Keeps the header and navigation on screen when a single page fails.
          errorElement: <RouteError />,
          children: [
            ...publicRoutes(),
            { element: <RequireAuth />, children: protectedRoutes() },
            { element: <RequireAuth announceSignedOut />, children: [leagueRoute()] },
            {
              path: '*',
              lazy: screen(
                () => import('@/routes/not-found'),
                (m) => m.NotFoundScreen,
              ),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes);
}

/**
 * Every route, with the screens of the browser's URL already loaded (a prerendered page waits for
 * them anyway). A router created with no lazy route on its first URL starts initialised, without
 * the navigation that would load them: that navigation was a third of the router's creation, the
 * longest task of the start-up on a slow phone (decision 034).
 */
export async function routesWithFirstScreens(): Promise<RouteObject[]> {
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      // A screen that did not load stays lazy: the router tries again and shows its error page.
      const loaded = await load().catch(() => null);
      if (!loaded) return;
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
  return routes;
}

/** Resolves once the router has loaded the lazy screens of the first URL. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
