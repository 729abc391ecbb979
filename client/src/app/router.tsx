import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { CALENDAR_QUERY } from '@/features/competitions/lib/calendar-query';
import { RESULTS_QUERY } from '@/features/competitions/lib/results-query';
import { RATINGS_FILTER_QUERY } from '@/features/stats/lib/ratings-filters';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/**
 * Who the server renders a page for on a first request (decisions 019 and 034): everyone (a
 * visitor gets the page as a signed-out visitor sees it, a player their own), or signed-in
 * players only. A page without it is drawn by the browser alone.
 */
export type ServerRender = 'everyone' | 'players';

/**
 * The query parameters a rendered page reads, each with the values that change what it shows
 * (its default left out: `/ratings?tab=horses` is `/ratings`). The server renders a page with
 * only these in its address; anything else in a query string leaves the page as it is.
 */
export type PageQuery = Readonly<Record<string, readonly string[]>>;

/**
 * The API read of what a page shows (an article, a competition, a competitor, the development
 * verification form): when it answers 404 or 400, nothing is at the page's address, and the
 * server answers the page with 404 (docs/decisions/084-pages-answer-404-for-nothing.md). The
 * screen shows its own not-found state from the same answer.
 */
export type PageSubject = (params: Params) => string;

/**
 * What a page's route says about it: its screen file (as the build's manifest names it), whom
 * the server renders it for, the query it reads, the record it is about, and whether it is the
 * page for addresses where nothing is (answered 404).
 */
export type PageHandle = {
  screen: `src/routes/${string}.tsx`;
  render?: ServerRender;
  query?: PageQuery;
  subject?: PageSubject;
  notFound?: true;
};

export function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'screen' in value &&
    typeof value.screen === 'string'
  );
}

/** A page's route, before its address (or index) is given. */
type PageRoute = Pick<RouteObject, 'lazy'> & { handle: PageHandle };

/**
 * A page: its screen's code, downloaded when the page is first visited (route-level code
 * splitting), the file it lives in, whether the server renders it and the query it reads. `file`
 * names the module `load` imports; the router's test checks that they agree.
 */
function page<M>(
  file: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  render?: ServerRender,
  query?: PageQuery,
): PageRoute {
  const handle: PageHandle = {
    screen: `src/routes/${file}.tsx`,
    ...(render ? { render } : {}),
    ...(query ? { query } : {}),
  };
  return { lazy: async () => ({ Component: pick(await load()) }), handle };
}

/** A page about a public record: `subject` names the API read that says whether it exists. */
function about(route: PageRoute, subject: PageSubject): PageRoute {
  return { ...route, handle: { ...route.handle, subject } };
}

const segment = (value: string | undefined) => encodeURIComponent(value ?? '');
const competitionSubject =
  (param: string): PageSubject =>
  (params) =>
    `/api/competitions/${segment(params[param])}`;

const publicRoutes = (): RouteObject[] => [
  {
    index: true,
    ...page(
      'home',
      () => import('@/routes/home'),
      (m) => m.HomeScreen,
      'everyone',
    ),
  },
  {
    path: 'auth',
    ...page(
      'auth',
      () => import('@/routes/auth'),
      (m) => m.AuthScreen,
    ),
  },
  {
    path: 'verify-email',
    ...page(
      'verify-email',
      () => import('@/routes/verify-email'),
      (m) => m.VerifyEmailScreen,
    ),
  },
  {
    path: 'reset-password',
    ...page(
      'reset-password',
      () => import('@/routes/reset-password'),
      (m) => m.ResetPasswordScreen,
    ),
  },
  {
    path: 'dev-verify',
    // Only where the server offers it (never in production): elsewhere nothing is there.
    ...about(
      page(
        'dev-verify',
        () => import('@/routes/dev-verify'),
        (m) => m.DevVerifyScreen,
      ),
      () => '/api/auth/dev-verify',
    ),
  },
  {
    path: 'landing',
    ...page(
      'landing',
      () => import('@/routes/landing'),
      (m) => m.LandingScreen,
      'everyone',
    ),
  },
  {
    path: 'news',
    ...page(
      'news',
      () => import('@/routes/news'),
      (m) => m.NewsScreen,
      'everyone',
      { tab: ['free', 'premium'] },
    ),
  },
  {
    path: 'articles/:slug',
    ...about(
      page(
        'article',
        () => import('@/routes/article'),
        (m) => m.ArticleScreen,
      ),
      (params) => `/api/articles/by-slug/${segment(params.slug)}`,
    ),
  },
  {
    path: 'ratings',
    ...page(
      'ratings',
      () => import('@/routes/ratings'),
      (m) => m.RatingsScreen,
      'everyone',
      { tab: ['riders'], ...RATINGS_FILTER_QUERY },
    ),
  },
  {
    path: 'scoring',
    ...page(
      'scoring',
      () => import('@/routes/scoring'),
      (m) => m.ScoringScreen,
      'everyone',
    ),
  },
  {
    path: 'calendar',
    ...page(
      'calendar',
      () => import('@/routes/calendar'),
      (m) => m.CalendarScreen,
      'everyone',
      CALENDAR_QUERY,
    ),
  },
  {
    path: 'feedback',
    ...page(
      'feedback',
      () => import('@/routes/feedback'),
      (m) => m.FeedbackScreen,
    ),
  },
  {
    path: 'join/:code',
    ...page(
      'join-league',
      () => import('@/routes/join-league'),
      (m) => m.JoinLeagueScreen,
    ),
  },
  {
    path: 'team-selection/:competitionId',
    ...about(
      page(
        'team-selection',
        () => import('@/routes/team-selection'),
        (m) => m.TeamSelectionScreen,
        'everyone',
      ),
      competitionSubject('competitionId'),
    ),
  },
  ...['competitions/:id', 'competitions/:id/results', 'results/:id'].map((path) => ({
    path,
    ...about(
      page(
        'results',
        () => import('@/routes/results'),
        (m) => m.ResultsScreen,
        'everyone',
        RESULTS_QUERY,
      ),
      competitionSubject('id'),
    ),
  })),
  {
    path: 'competitor/:athleteId/:horseId/:competitionId',
    ...about(
      page(
        'competitor',
        () => import('@/routes/competitor'),
        (m) => m.CompetitorScreen,
      ),
      ({ athleteId, horseId, competitionId }) =>
        `/api/competitors/${segment(athleteId)}/${segment(horseId)}/${segment(competitionId)}`,
    ),
  },
];

const protectedRoutes = (): RouteObject[] => [
  {
    path: 'play',
    ...page(
      'play',
      () => import('@/routes/play'),
      (m) => m.PlayScreen,
      'players',
      { tab: ['leagues', 'performance'] },
    ),
  },
  {
    path: 'my-teams',
    ...page(
      'my-teams',
      () => import('@/routes/my-teams'),
      (m) => m.MyTeamsScreen,
    ),
  },
  {
    path: 'profile',
    ...page(
      'profile',
      () => import('@/routes/profile'),
      (m) => m.ProfileScreen,
    ),
  },
  {
    path: 'admin',
    ...page(
      'admin',
      () => import('@/routes/admin'),
      (m) => m.AdminScreen,
    ),
  },
  {
    path: 'admin/scraped-data-matcher',
    ...page(
      'admin-scraped-data-matcher',
      () => import('@/routes/admin-scraped-data-matcher'),
      (m) => m.ScrapedDataMatcherScreen,
    ),
  },
  {
    path: 'admin/competitions/:id/matching',
    ...page(
      'admin-competition-matching',
      () => import('@/routes/admin-competition-matching'),
      (m) => m.CompetitionMatchingScreen,
    ),
  },
];

// One screen for /league/overall, /league/{three-letter country code} and /league/{id}; a
// signed-out visitor is told before the redirect.
const leagueRoute = (): RouteObject => ({
  path: 'league/:leagueId',
  ...page(
    'league',
    () => import('@/routes/league'),
    (m) => m.LeagueScreen,
  ),
});

/** The page for every address where nothing is: the server answers it with 404. */
function notFoundPage(): PageRoute {
  const route = page(
    'not-found',
    () => import('@/routes/not-found'),
    (m) => m.NotFoundScreen,
  );
  return { ...route, handle: { ...route.handle, notFound: true } };
}

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
              ...notFoundPage(),
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
