import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter, routesWithFirstScreens } from './router';

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
