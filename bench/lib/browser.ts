import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Request } from '@playwright/test';
import { waitForDefined } from '../../server/test/wait-for';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long no request may start or end before a page counts as settled. */
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 30_000;

export type FirstVisit = {
  jsGzip: number;
  cssGzip: number;
  jsTransferred: number;
  cssTransferred: number;
  otherTransferred: number;
  files: { url: string; type: string; gzip: number; transferred: number }[];
};

/**
 * Loads a page in a fresh Chromium profile (empty cache, signed out) and sums what the page
 * itself downloaded: JS and CSS gzipped (zlib level 9 of each decoded file, how Vite reports it)
 * and as transferred (whatever encoding the server chose).
 */
export async function measureFirstVisit(url: string): Promise<FirstVisit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<FirstVisit['files'][number] | null>[] = [];
    // Requests still loading (an event stream is never done, so it is not counted) and when the
    // last one started or ended: the page has settled once none is left for a quiet second.
    const loading = new Set<Request>();
    let lastActivity = Date.now();
    const isStream = (request: Request) =>
      (request.headers().accept ?? '').includes('text/event-stream');
    page.on('request', (request) => {
      if (!isStream(request)) loading.add(request);
      lastActivity = Date.now();
    });
    const done = (request: Request) => {
      loading.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const type = response.request().resourceType();
          // Only files: an event stream's body never ends.
          if (type !== 'script' && type !== 'stylesheet' && type !== 'document') {
            const file = type === 'image' || type === 'font' || type === 'manifest';
            const sizes = file
              ? await response
                  .request()
                  .sizes()
                  .catch(() => null)
              : null;
            return {
              url: response.url(),
              type,
              gzip: 0,
              transferred: sizes?.responseBodySize ?? 0,
            };
          }
          const body = await response.body().catch(() => Buffer.alloc(0));
          const sizes = await response
            .request()
            .sizes()
            .catch(() => null);
          return {
            url: response.url(),
            type,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            transferred: sizes?.responseBodySize ?? body.length,
          };
        })(),
      );
    });
    // Not 'networkidle': a live page keeps an event stream open.
    await page.goto(url, { waitUntil: 'load' });
    // The scripts a screen loads after 'load' (its lazy chunks) count too.
    await waitForDefined(
      () => (loading.size === 0 && Date.now() - lastActivity >= QUIET_MS ? true : undefined),
      { timeoutMs: SETTLE_TIMEOUT_MS, what: `${url} to stop loading`, intervalMs: 100 },
    );
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    const sum = (type: string, key: 'gzip' | 'transferred') =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file[key], 0);
    return {
      jsGzip: sum('script', 'gzip'),
      cssGzip: sum('stylesheet', 'gzip'),
      jsTransferred: sum('script', 'transferred'),
      cssTransferred: sum('stylesheet', 'transferred'),
      otherTransferred: files
        .filter((file) => file.type !== 'script' && file.type !== 'stylesheet')
        .reduce((total, file) => total + file.transferred, 0),
      files,
    };
  } finally {
    await browser.close();
  }
}

export type LighthouseResult = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the page ended (a signed-out visit to a player's page would end at /auth). */
  finalUrl: string;
  /** Lighthouse's own warnings, e.g. that the page did not settle in time. */
  warnings: string[];
};

/**
 * Lighthouse 12, default (mobile, simulated throttling), performance only; the score 0–100.
 * `headers` go with every request of the page (`--extra-headers`), e.g. a session `Cookie`.
 */
export async function lighthouseScore(
  url: string,
  headers: Record<string, string> = {},
): Promise<LighthouseResult> {
  // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, headers);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function lighthouseOnce(
  url: string,
  headers: Record<string, string>,
): Promise<LighthouseResult> {
  const bin = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');
  const child = spawn(
    bin,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${FLAGS.join(' ')}`,
      ...(Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${errors.slice(-500)}`);
  const report = JSON.parse(output) as {
    finalDisplayedUrl?: string;
    runWarnings?: string[];
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    finalUrl: report.finalDisplayedUrl ?? url,
    warnings: report.runWarnings ?? [],
  };
}
