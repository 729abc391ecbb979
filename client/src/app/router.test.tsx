import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes, createAppRouter, isPageHandle, routesWithFirstScreens } from './router';

describe('the browser router of a prerendered page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts initialised when created with the screens of its first URL loaded', async () => {
    window.history.replaceState(null, '', '/news');
    const router = createAppRouter(await routesWithFirstScreens());
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.matches.at(-1)?.route.path).toBe('news');
    router.dispose();
  });

  it('still loads its first screen itself when created from the lazy routes', () => {
    window.history.replaceState(null, '', '/news');
    const router = createAppRouter();
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });
});

/** Every route of the table that is a page (has a screen), depth first. */
function pages(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(isPageHandle(route.handle) ? [route] : []),
    ...pages(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('names, for every page, the screen file its code is loaded from', async () => {
    const all = pages(appRoutes());
    expect(all.length).toBeGreaterThan(20);
    for (const route of all) {
      const handle: unknown = route.handle;
      if (!isPageHandle(handle) || typeof route.lazy !== 'function') throw new Error('no page');
      const { Component } = await route.lazy();
      const name = /^src\/routes\/([a-z-]+)\.tsx$/.exec(handle.screen)?.[1] ?? '';
      const screen = (await import(`../routes/${name}.tsx`)) as Record<string, unknown>;
      expect(Object.values(screen), handle.screen).toContain(Component);
    }
  });
});
