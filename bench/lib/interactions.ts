/**
 * Interaction timings of a signed-in player on a phone with a 4× slowed CPU: a pick on team
 * selection, a change of sort order, and a live score pushed to the results page. Each is timed
 * inside the page, from the input (or the pushed event's arrival) until the changed DOM is on
 * screen: the change seen by a MutationObserver, then `requestAnimationFrame` and a
 * `setTimeout(0)` (the next frame has been produced). The Event Timing API's duration of the
 * same click is kept beside it.
 */
import type { BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM, FLAGS } from './browser';
import type { PlayerDay } from './player';
import { sleep } from './stats';

/** The CPU slowdown Chrome DevTools calls "4× slowdown", set once the page has settled. */
export const CPU_SLOWDOWN = 4;

export type InteractionName = 'pick' | 'unpick' | 'sort' | 'push';

export type InteractionTiming = {
  name: InteractionName;
  /** What was timed, for the README. */
  label: string;
  targetMs: number;
  /** Input (or pushed event) to the next frame after the change, one per repetition. */
  samples: number[];
  /** The Event Timing API's duration of the click's interaction; null below its 16 ms floor. */
  eventTiming: (number | null)[];
  /** For a pushed change: how many times the page fetched the entries before showing it. */
  requests?: number[];
};

const TIMEOUT_MS = 30_000;

/**
 * Installed before any page script runs: keeps Event Timing entries and the arrival time of each
 * `competition_changed` event, and arms one measurement at a time (`window.__emBench`).
 */
const PROBE = `(() => {
  const bench = { events: [], pushes: [], pending: null };
  window.__emBench = bench;
  performance.setResourceTimingBufferSize(1000);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId || 0,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (error) {
    bench.eventTimingError = String(error);
  }
  const Native = window.EventSource;
  if (Native) {
    // The first listener on every stream, so it runs before the page's own.
    window.EventSource = class extends Native {
      constructor(url, init) {
        super(url, init);
        this.addEventListener('competition_changed', () => bench.pushes.push(performance.now()));
      }
    };
  }
  const nextFrame = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  const labels = () =>
    Array.from(document.querySelectorAll('[data-testid="competitor-card"]'), (card) =>
      card.getAttribute('aria-label'),
    ).slice(0, 5).join('|');

  // spec: { kind: 'state', card, input } | { kind: 'order', input } | { kind: 'text', cell, fetched }
  bench.arm = (spec) => {
    let start = null;
    const pushesBefore = bench.pushes.length;
    const onInput = (event) => {
      if (start === null && event.target instanceof Element && event.target.closest(spec.input)) {
        start = event.timeStamp;
      }
    };
    if (spec.input) {
      window.addEventListener('pointerdown', onInput, true);
      window.addEventListener('click', onInput, true);
    }
    let changed;
    if (spec.kind === 'state') {
      const card = document.querySelector(spec.card);
      if (!card) throw new Error('no card ' + spec.card);
      const before = card.getAttribute('data-state');
      changed = (done) => {
        const observer = new MutationObserver(() => {
          if (card.getAttribute('data-state') !== before) done(observer);
        });
        observer.observe(card, { attributes: true, attributeFilter: ['data-state'] });
      };
    } else if (spec.kind === 'order') {
      const before = labels();
      changed = (done) => {
        const observer = new MutationObserver(() => {
          if (labels() !== before) done(observer);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      };
    } else {
      const text = () => document.querySelector(spec.cell)?.textContent ?? null;
      const before = text();
      if (before === null) throw new Error('no cell ' + spec.cell);
      changed = (done) => {
        const observer = new MutationObserver(() => {
          if (text() !== before) done(observer);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      };
    }
    bench.pending = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no change within ${TIMEOUT_MS} ms')), ${TIMEOUT_MS});
      changed((observer) => {
        observer.disconnect();
        clearTimeout(timer);
        const seen = performance.now();
        window.removeEventListener('pointerdown', onInput, true);
        window.removeEventListener('click', onInput, true);
        const began = spec.input ? start : bench.pushes[pushesBefore] ?? null;
        // How many requests (spec.fetched, part of their URL) the page made for the change.
        const fetched = spec.fetched
          ? performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes(spec.fetched) && entry.startTime >= began)
              .length
          : null;
        void nextFrame().then((painted) => resolve({ start: began, seen, painted, fetched }));
      });
    });
    return true;
  };

  // The longest Event Timing entry of the interaction that began at 'start' (INP's measure).
  bench.eventDuration = (start) => {
    // The pointerdown itself may be under the 16 ms floor while its pointerup or click is not.
    const first = bench.events.find(
      (entry) =>
        entry.interactionId > 0 && entry.startTime > start - 1 && entry.startTime < start + 100,
    );
    if (!first) return null;
    return Math.max(
      ...bench.events
        .filter((entry) => entry.interactionId === first.interactionId)
        .map((entry) => entry.duration),
    );
  };
})();`;

type ArmSpec =
  | { kind: 'state'; card: string; input: string }
  | { kind: 'order'; input: string }
  | { kind: 'text'; cell: string; fetched: string };

type Measured = { start: number | null; seen: number; painted: number; fetched: number | null };

async function arm(page: Page, spec: ArmSpec) {
  await page.evaluate(`window.__emBench.arm(${JSON.stringify(spec)})`);
}

async function settle(page: Page): Promise<Measured> {
  const measured = await page.evaluate<Measured>('window.__emBench.pending');
  if (measured.start === null) throw new Error('the input or the pushed event was not seen');
  return measured;
}

/** The Event Timing duration of the interaction that began at `start`, once it is reported. */
async function eventTiming(page: Page, start: number): Promise<number | null> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const duration = await page.evaluate<number | null>(`window.__emBench.eventDuration(${start})`);
    if (duration !== null) return duration;
    await sleep(100);
  }
  return null;
}

/**
 * Polls `expression` in the page until it is true (`page.waitForFunction` would evaluate it with
 * `eval`, which the app's Content-Security-Policy forbids).
 */
async function waitUntil(page: Page, expression: string) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`still false after ${TIMEOUT_MS} ms: ${expression}`);
    await sleep(100);
  }
}

async function throttle(cdp: CDPSession, rate: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

const cssString = (value: string) => JSON.stringify(value);

/** One timed click on `target`, which must change what `spec` watches. */
async function timedClick(page: Page, target: Locator, spec: ArmSpec) {
  await target.scrollIntoViewIfNeeded();
  await arm(page, spec);
  await target.click();
  const measured = await settle(page);
  const start = measured.start ?? measured.seen;
  return { ms: measured.painted - start, eventMs: await eventTiming(page, start) };
}

async function phoneContext(base: string, cookie: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    serviceWorkers: 'block',
  });
  const [name = '', ...value] = cookie.split('=');
  await context.addCookies([{ name, value: value.join('='), url: base }]);
  context.setDefaultTimeout(TIMEOUT_MS);
  await context.addInitScript({ content: PROBE });
  return { browser, context };
}

async function openSettled(context: BrowserContext, url: string, ready: string) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: TIMEOUT_MS });
  // A page rendered on the server answers input only once React has hydrated it: every element
  // that will be clicked carries React's props then.
  await waitUntil(
    page,
    `Array.from(document.querySelectorAll(${JSON.stringify(ready)})).every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps')))`,
  );
  // Let the first fetches, fonts and lazy chunks finish before slowing the CPU.
  await page.waitForTimeout(2000);
  const cdp = await context.newCDPSession(page);
  return { page, cdp };
}

const card = (page: Page, state: string) =>
  page.locator(`[data-testid="competitor-card"][data-state="${state}"]`);

/**
 * Team selection (the open competition, 72 entries): Edit Team, two picks removed so the team has
 * room, then per repetition the first affordable card is picked and unpicked, each timed.
 */
async function teamSelection(
  context: BrowserContext,
  base: string,
  day: PlayerDay,
  repetitions: number,
) {
  const { page, cdp } = await openSettled(
    context,
    `${base}/team-selection/${day.openId}`,
    '[data-testid="competitor-card"] button',
  );
  const pick: InteractionTiming = {
    name: 'pick',
    label: 'team selection: Select on a card until it shows Selected',
    targetMs: 100,
    samples: [],
    eventTiming: [],
  };
  const unpick: InteractionTiming = {
    name: 'unpick',
    label: 'team selection: Selected (remove) on a card until it shows Select',
    targetMs: 100,
    samples: [],
    eventTiming: [],
  };
  const sort: InteractionTiming = {
    name: 'sort',
    label: 'team selection: a sort option chosen until the cards are reordered',
    targetMs: 200,
    samples: [],
    eventTiming: [],
  };
  try {
    // The saved team (ensureSavedTeam) shows locked until Edit Team.
    await page.getByRole('button', { name: 'Edit Team' }).click();
    // Room for one more pick: two of the saved five removed (untimed, at full speed).
    while ((await card(page, 'selected').count()) > 3) {
      const before = await card(page, 'selected').count();
      await card(page, 'selected').first().getByRole('button').click();
      await waitUntil(
        page,
        `document.querySelectorAll('[data-testid="competitor-card"][data-state="selected"]').length < ${before}`,
      );
    }
    await page.waitForTimeout(500);
    await throttle(cdp, CPU_SLOWDOWN);
    await page.waitForTimeout(500);
    for (let repetition = 0; repetition < repetitions; repetition += 1) {
      const name = await card(page, 'select').first().getAttribute('aria-label');
      if (!name) throw new Error('no card in state select');
      const selector = `[data-testid="competitor-card"][aria-label=${cssString(name)}]`;
      const target = page.locator(selector).getByRole('button');
      const added = await timedClick(page, target, {
        kind: 'state',
        card: selector,
        input: selector,
      });
      pick.samples.push(added.ms);
      pick.eventTiming.push(added.eventMs);
      await page.waitForTimeout(300);
      const removed = await timedClick(page, target, {
        kind: 'state',
        card: selector,
        input: selector,
      });
      unpick.samples.push(removed.ms);
      unpick.eventTiming.push(removed.eventMs);
      await page.waitForTimeout(300);
    }

    // Sort: alternate between two options so every choice reorders the cards.
    const trigger = page.getByRole('combobox', { name: 'Sort competitors by' });
    for (let repetition = 0; repetition < repetitions; repetition += 1) {
      const option = page.getByRole('option', { name: repetition % 2 === 0 ? 'Order' : 'Price' });
      await trigger.click();
      await option.waitFor({ timeout: TIMEOUT_MS });
      await page.waitForTimeout(300);
      const sorted = await timedClick(page, option, { kind: 'order', input: '[role="option"]' });
      sort.samples.push(sorted.ms);
      sort.eventTiming.push(sorted.eventMs);
      await page.getByRole('listbox').waitFor({ state: 'detached', timeout: TIMEOUT_MS });
      await page.waitForTimeout(300);
    }
  } finally {
    await page.close();
  }
  return [pick, unpick, sort];
}

type LiveEntry = {
  id: number;
  withdrawn: boolean;
  dr_status: string | null;
  dr_score: number | null;
  sj_status: string | null;
  xc_status: string | null;
};

const completed = (status: string | null) => status === null || status === 'OK';

/**
 * The live results page: per repetition an operator saves a new dressage score for the leading
 * entry (a different value each time) through the admin API, as the live-scoring form does.
 */
async function livePush(
  context: BrowserContext,
  base: string,
  day: PlayerDay,
  admin: string,
  repetitions: number,
): Promise<InteractionTiming> {
  const entries = (await (
    await fetch(`${base}/api/competitions/${day.liveId}/entries`)
  ).json()) as LiveEntry[];
  const entry = entries.find(
    (candidate) =>
      !candidate.withdrawn &&
      candidate.dr_score !== null &&
      [candidate.dr_status, candidate.sj_status, candidate.xc_status].every(completed),
  );
  if (!entry || entry.dr_score === null) throw new Error('no scored entry in the live competition');
  const { page, cdp } = await openSettled(
    context,
    `${base}/results/${day.liveId}`,
    '[data-testid="result-row"]',
  );
  const push: InteractionTiming = {
    name: 'push',
    label: 'live results: a saved dressage score, from the pushed event until the row shows it',
    targetMs: 100,
    samples: [],
    eventTiming: [],
    requests: [],
  };
  try {
    await page.getByText('Updating as scores come in').waitFor({ timeout: TIMEOUT_MS });
    await throttle(cdp, CPU_SLOWDOWN);
    await page.waitForTimeout(500);
    const cell = `[data-testid="result-row"][data-entry-id="${entry.id}"] [data-testid="total-score"]`;
    for (let repetition = 0; repetition < repetitions; repetition += 1) {
      await arm(page, { kind: 'text', cell, fetched: `/api/competitions/${day.liveId}/entries` });
      // Tenths: a different dressage score each time (integer arithmetic, then one decimal).
      const tenths = Math.round(entry.dr_score * 10) + repetition + 1;
      const saved = await fetch(`${base}/api/competition-entries/${entry.id}/scoring`, {
        method: 'PATCH',
        headers: { cookie: admin, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ dr_score: tenths / 10 }),
      });
      if (!saved.ok) throw new Error(`the score save answered ${saved.status}`);
      const measured = await settle(page);
      const start = measured.start ?? measured.seen;
      push.samples.push(measured.painted - start);
      push.requests?.push(measured.fetched ?? Number.NaN);
      await page.waitForTimeout(500);
    }
  } finally {
    await page.close();
  }
  return push;
}

/**
 * All interactions in one phone-sized Chromium signed in as the bench player; `admin` is an
 * administrator's `Cookie` header value for the live score saves.
 */
export async function measureInteractions(
  base: string,
  day: PlayerDay,
  admin: string,
  repetitions: number,
): Promise<InteractionTiming[]> {
  const { browser, context } = await phoneContext(base, day.cookie);
  try {
    const team = await teamSelection(context, base, day, repetitions);
    const live = await livePush(context, base, day, admin, repetitions);
    return [...team, live];
  } finally {
    await browser.close();
  }
}

export type LoadBlocking = {
  label: string;
  /** Per run: the time the main thread was blocked past 50 ms per task, after the first paint. */
  blockedMs: number[];
  /** Per run: the longest task after the first paint. */
  longestMs: number[];
};

type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};

/** The renderer's main thread with the most events (the page's), its tasks after first paint. */
export function tasksAfterFirstPaint(trace: { traceEvents: TraceEvent[] }): number[] {
  const events = trace.traceEvents;
  let main: TraceEvent[] = [];
  for (const thread of events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )) {
    const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
    if (own.length > main.length) main = own;
  }
  const paint = main.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  return main
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.ts > paint)
    .map((event) => (event.dur ?? 0) / 1000);
}

/**
 * Each page loaded `runs` times signed in, with the CPU slowed 4× for real (DevTools throttling,
 * not Lighthouse's simulation): the time blocked past 50 ms per task after the first paint (as
 * total blocking time counts it, to the end of a 5 s window) and the longest task.
 */
export async function measureLoadBlocking(
  base: string,
  cookie: string,
  pages: { label: string; path: string }[],
  runs: number,
): Promise<LoadBlocking[]> {
  const results: LoadBlocking[] = pages.map((page) => ({
    label: page.label,
    blockedMs: [],
    longestMs: [],
  }));
  const { browser, context } = await phoneContext(base, cookie);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [index, page] of pages.entries()) {
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await throttle(cdp, CPU_SLOWDOWN);
        await browser.startTracing(tab, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        });
        await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
        await tab.waitForTimeout(5000);
        const buffer = await browser.stopTracing();
        await tab.close();
        const tasks = tasksAfterFirstPaint(
          JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] },
        );
        const result = results[index];
        result?.blockedMs.push(tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0));
        result?.longestMs.push(Math.max(0, ...tasks));
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
