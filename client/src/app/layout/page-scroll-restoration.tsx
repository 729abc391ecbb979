import { useContext, useLayoutEffect } from 'react';
import {
  ScrollRestoration,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  type Location,
} from 'react-router';

/**
 * How long a page coming back (Back, Forward, a reload) may take to grow tall enough for the
 * position it had: its data may still be loading, or its list drawn a few cards at a time.
 */
const RESTORE_WAIT_MS = 5_000;

/** Input with which the person scrolls the page themselves: from then on the page is theirs. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Positions are kept per history entry. The first page a tab loads has no entry of its own (its
 * key is 'default' on every load), so it is kept by its address instead: typing another address
 * opens that page at the top, while a reload of the same page comes back where it was.
 */
function scrollKey(location: Location) {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

const furthestScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Scrolls the page to `y` once it is tall enough, if the router's own restore found it too short
 * (it scrolls once, as the page is first drawn). Gives up after a while or as soon as the person
 * scrolls; returns the function that stops it.
 */
function scrollWhenTallEnough(y: number): () => void {
  // Fractions: a phone's scroll position is in device pixels, the page's height in CSS pixels.
  const reachable = () => furthestScroll() >= Math.floor(y);
  if (reachable()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    stop();
    window.scrollTo(0, y);
  });
  const timer = window.setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop, true);
  }
  for (const type of TAKEOVER_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  observer.observe(document.documentElement);
  return stop;
}

/**
 * The router's scroll restoration (a new page opens at the top, Back and Forward return where the
 * page was left), finished once the page is tall enough: a screen drawn from cached data grows
 * after its first render (long lists draw a few items per render), and one waiting for its data
 * starts as a short loading state (docs/decisions/091-back-waits-for-the-page-to-grow.md).
 */
export function PageScrollRestoration() {
  const location = useLocation();
  // React Router has no public read of the position it restores; its state context has it.
  const restored = useContext(DataRouterStateContext)?.restoreScrollPosition;
  // A parent's layout effects run after its children's: the router has scrolled by now.
  useLayoutEffect(() => {
    if (typeof restored !== 'number') return;
    return scrollWhenTallEnough(restored);
  }, [location, restored]);
  return <ScrollRestoration getKey={scrollKey} />;
}
