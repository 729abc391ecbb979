/**
 * The page's entry. A prerendered page (decision 019) is on screen before any of the app's
 * scripts run: they download meanwhile (named in the page at low priority) and run once the
 * browser has painted it, so the first paint never waits for them. Other pages start at once.
 */
import './styles.css';

/** Longest wait for the first paint before starting anyway. */
const PAINT_WAIT_MS = 3000;

function firstPaint(): Promise<void> {
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!types.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      // After the paint's own task, so the page is presented before the scripts run.
      window.setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = window.setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

const prerendered = document.getElementById('prerendered-data') !== null;
void (prerendered ? firstPaint() : Promise.resolve()).then(() => import('./main'));
