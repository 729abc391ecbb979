/**
 * The page's entry. A prerendered page (decision 019) is on screen before any of the app's
 * scripts run: they download once the browser has painted it (the page lists them), so the first
 * paint never waits for them, and the largest libraries start one task at a time, so no single
 * task holds the page for long. Other pages start the app at once.
 */
import './styles.css';
// Chromium's install offer may come before the app starts: it is kept from here on.
import './features/pwa/lib/install-event';

/** Longest wait for the first paint before starting anyway. */
const PAINT_WAIT_MS = 3000;

const nextTask = () =>
  new Promise<void>((resolve) => {
    window.setTimeout(resolve, 0);
  });

function firstPaint(): Promise<void> {
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!types.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      // After the paint's own task, so the page is presented before the scripts run.
      void nextTask().then(resolve);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = window.setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Links added per task: each starts a download, which is not free on a slow phone. */
const PRELOADS_PER_TASK = 6;

/** Starts the listed scripts' downloads (they run when imported), a few links per task. */
async function preloadScripts(): Promise<void> {
  const list = document.getElementById('app-scripts')?.textContent;
  const urls: unknown = list ? JSON.parse(list) : [];
  if (!Array.isArray(urls)) return;
  const scripts = urls.filter((url): url is string => typeof url === 'string');
  for (let start = 0; start < scripts.length; start += PRELOADS_PER_TASK) {
    const links = scripts.slice(start, start + PRELOADS_PER_TASK).map((url) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      return link;
    });
    document.head.append(...links);
    await nextTask();
  }
}

async function start(): Promise<void> {
  if (document.getElementById('prerendered-data')) {
    await firstPaint();
    await preloadScripts();
    // The app's own modules (not the packages whole, so unused exports stay out of the chunks).
    await import('react-dom/client');
    await nextTask();
    await import('./app/router');
    await nextTask();
    await import('./app/query-client');
    await nextTask();
  }
  await import('./main');
}

void start();
