/**
 * Scenario 5, front end: the JavaScript and CSS a first visit to / downloads (gzipped), the
 * Lighthouse 12 mobile performance score of the visitor pages (/, /news, /calendar, /ratings) and
 * of the pages a signed-in player uses (/play, team selection of a 72-entry competition, live
 * results, /news), beside the same for a blank Vite React page built in a temp folder and served by
 * a bare node:http server; and three interactions timed in a phone-sized Chromium with a 4×
 * slowed CPU (bench/lib/interactions.ts).
 */
import os from 'node:os';
import { startApp, type DatabaseKind } from './lib/app-server';
import { startBare } from './lib/bare';
import { buildBlankVitePage } from './lib/blank-vite';
import { lighthouseScore, measureFirstVisit, type FirstVisit } from './lib/browser';
import {
  CPU_SLOWDOWN,
  measureInteractions,
  measureLoadBlocking,
  type InteractionTiming,
  type LoadBlocking,
} from './lib/interactions';
import { ensureSavedTeam, OPEN_ENTRIES, seedPlayerDay, type PlayerDay } from './lib/player';
import { table } from './lib/readme';
import { databasesOf, pick, type ScenarioOptions } from './lib/scenario';
import { seedPlayers } from './lib/seed';
import { fmt, kb, median } from './lib/stats';

export const PAGES = ['/', '/news', '/calendar', '/ratings'];
const BUDGET = 150 * 1024;
const SCORE_TARGET = 95;

/** The signed-in pages: a label for the README and the path for this run's seeded ids. */
export const signedInPages = (day: Pick<PlayerDay, 'openId' | 'liveId'>) => [
  { label: '/play', path: '/play' },
  { label: '/team-selection/{open}', path: `/team-selection/${day.openId}` },
  { label: '/results/{live}', path: `/results/${day.liveId}` },
  { label: '/news', path: '/news' },
];

type Score = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
};
type Scores = Record<string, Score>;
export type FrontendRow = {
  kind: DatabaseKind | 'blank Vite React page';
  visit: FirstVisit;
  /** Visitor pages, signed out, by path. */
  scores: Scores;
  /** Signed-in pages, by label of `signedInPages`. */
  signedIn: Scores;
  interactions: InteractionTiming[];
  /** The signed-in pages loaded with the CPU slowed 4× for real (PostgreSQL, full runs). */
  blocking?: LoadBlocking[];
  /** The seeded competitions this server used. */
  day?: { openId: number; liveId: number };
  /** The 1-minute load average when this server's part began and ended. */
  load?: { start: number; end: number };
};

async function scoresOf(
  base: string,
  pages: { label: string; path: string }[],
  runs: number,
  options: ScenarioOptions,
  cookie?: string,
) {
  const scores: Scores = {};
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouseScore(`${base}${page.path}`, cookie ? { Cookie: cookie } : {});
      // A signed-in page that ends elsewhere (the sign-in screen) would score the wrong page.
      if (cookie && new URL(result.finalUrl).pathname !== page.path) {
        throw new Error(`${page.path} signed in ended at ${result.finalUrl}`);
      }
      options.log(
        `[frontend] ${base}${page.path}${cookie ? ' (signed in)' : ''}: performance ${result.score}` +
          (result.warnings.length > 0 ? ` (${result.warnings.join('; ')})` : ''),
      );
      results.push(result);
    }
    scores[page.label] = {
      score: median(results.map((result) => result.score)),
      fcpMs: median(results.map((result) => result.fcpMs)),
      lcpMs: median(results.map((result) => result.lcpMs)),
      tbtMs: median(results.map((result) => result.tbtMs)),
      cls: median(results.map((result) => result.cls)),
      runs,
    };
  }
  return scores;
}

const visitorPages = PAGES.map((page) => ({ label: page, path: page }));

export async function frontend(options: ScenarioOptions): Promise<FrontendRow[]> {
  const lighthouse = options.scale === 'full';
  // At least five timed repetitions per interaction; once in the smoke run.
  const repetitions = pick(options, Math.max(7, options.runs), 1);
  const rows: FrontendRow[] = [];
  const blank = await startBare({ routes: buildBlankVitePage(), gzip: true });
  try {
    rows.push({
      kind: 'blank Vite React page',
      visit: await measureFirstVisit(`${blank.url}/`),
      scores: lighthouse
        ? await scoresOf(blank.url, [{ label: '/', path: '/' }], options.runs, options)
        : {},
      signedIn: {},
      interactions: [],
    });
  } finally {
    await blank.stop();
  }
  const kinds = databasesOf(options);
  for (const kind of kinds) {
    options.log(`[frontend] ${kind}: starting the server with the demo data and a player's day`);
    const loadAtStart = os.loadavg()[0] ?? 0;
    const app = await startApp(
      kind,
      options.postgresUrl,
      async (db) => ({
        day: await seedPlayerDay(db),
        admin: (await seedPlayers(db, 1, true))[0]?.cookie ?? '',
      }),
      { DEMO_DATA: 'false' },
    );
    try {
      const { day, admin } = app.seeded;
      await ensureSavedTeam(app.url, day);
      const visit = await measureFirstVisit(`${app.url}/`);
      options.log(
        `[frontend] ${kind}: first visit JS ${kb(visit.jsGzip)} + CSS ${kb(visit.cssGzip)} gzipped`,
      );
      const runs = kind === 'PostgreSQL' ? options.runs : 1;
      const scores = lighthouse ? await scoresOf(app.url, visitorPages, runs, options) : {};
      const signedIn = lighthouse
        ? await scoresOf(app.url, signedInPages(day), runs, options, day.cookie)
        : {};
      // The smoke run drives the interactions once, on one database only.
      const interactions =
        lighthouse || kind === kinds[0]
          ? await measureInteractions(app.url, day, admin, repetitions)
          : [];
      for (const timing of interactions) {
        options.log(
          `[frontend] ${kind} ${timing.name}: ${timing.samples.map((ms) => fmt(ms)).join(', ')} ms`,
        );
      }
      const blocking =
        lighthouse && kind === 'PostgreSQL'
          ? await measureLoadBlocking(app.url, day.cookie, signedInPages(day), options.runs)
          : undefined;
      rows.push({
        kind,
        visit,
        scores,
        signedIn,
        interactions,
        blocking,
        day: { openId: day.openId, liveId: day.liveId },
        load: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      });
    } finally {
      await app.stop();
    }
  }
  return rows;
}

const met = (ok: boolean) => (ok ? 'met' : '**missed**');
const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : `${fmt(value)} ms`;

/** A Lighthouse table: one row per page, each database's score, the PostgreSQL server's timings. */
function scoreTable(
  rows: FrontendRow[],
  pages: { label: string; of: (row: FrontendRow) => Score | undefined; target: boolean }[],
  blankScore: number,
) {
  const ours = rows.filter((row) => row.kind !== 'blank Vite React page');
  const postgres = rows.find((row) => row.kind === 'PostgreSQL') ?? ours[0];
  return table(
    [
      'page',
      ...ours.map((row) => `${row.kind} score`),
      'blank page score',
      'FCP (PostgreSQL)',
      'LCP (PostgreSQL)',
      'TBT (PostgreSQL)',
      'CLS (PostgreSQL)',
      `target (≥ ${SCORE_TARGET})`,
    ],
    pages.map((page) => {
      const figures = postgres ? page.of(postgres) : undefined;
      const score = figures?.score ?? Number.NaN;
      return [
        page.label,
        ...ours.map((row) => fmt(page.of(row)?.score ?? Number.NaN)),
        fmt(blankScore),
        ms(figures?.fcpMs),
        ms(figures?.lcpMs),
        ms(figures?.tbtMs),
        (figures?.cls ?? Number.NaN).toFixed(3),
        !page.target || Number.isNaN(score) ? '' : met(score >= SCORE_TARGET),
      ];
    }),
  );
}

/**
 * The same signed-in pages loaded with the CPU slowed for real: Lighthouse multiplies the tasks it
 * observed on this machine, whose speed varies from minute to minute, so this steadier figure is
 * kept beside its score.
 */
function blockingSection(ours: FrontendRow[]): string[] {
  const measured = ours.find((row) => row.blocking && row.blocking.length > 0);
  if (!measured?.blocking) return [];
  const runs = measured.blocking[0]?.blockedMs.length ?? 0;
  return [
    `The same signed-in pages on ${measured.kind}, each loaded ${runs} times in the phone-sized ` +
      `Chromium of the interactions with the CPU slowed ${CPU_SLOWDOWN}× for real ` +
      '(`Emulation.setCPUThrottlingRate`, not Lighthouse\u2019s simulation), traced until 5 s ' +
      'after the load event: the time the main thread was blocked past 50 ms per task after the ' +
      'first paint (what total blocking time counts), and the longest task. Medians.',
    '',
    table(
      ['page', 'blocked past 50 ms', 'longest task', 'runs (blocked)'],
      measured.blocking.map((page) => [
        `${page.label} signed in`,
        ms(median(page.blockedMs)),
        ms(median(page.longestMs)),
        page.blockedMs.map((value) => fmt(value)).join(', '),
      ]),
    ),
    '',
  ];
}

export function frontendSection(rows: FrontendRow[], options: ScenarioOptions): string {
  const blank = rows.find((row) => row.kind === 'blank Vite React page');
  const blankTotal = blank ? blank.visit.jsGzip + blank.visit.cssGzip : 0;
  const blankScore = blank?.scores['/']?.score ?? Number.NaN;
  const ours = rows.filter((row) => row.kind !== 'blank Vite React page');
  const day = ours.find((row) => row.day)?.day;
  const pages = signedInPages(day ?? { openId: 0, liveId: 0 });
  const timed = ours.filter((row) => row.interactions.length > 0);
  const repetitions = timed[0]?.interactions[0]?.samples.length ?? 0;
  return [
    '`npm run bench -- frontend`: a first visit to / in a fresh Chromium profile (signed out, ' +
      'empty cache, service worker blocked so only what the page itself loads counts); JS and ' +
      'CSS summed gzipped (each file at gzip level 9) and as transferred (the server\u2019s own ' +
      `encoding). Lighthouse 12 with its default mobile settings (simulated throttling), median ` +
      `of ${options.runs} runs per page on PostgreSQL, one on PGlite. The blank page is Vite\u2019s ` +
      'React template reduced to one heading, built with this project\u2019s Vite and React and ' +
      'served gzipped by a bare node:http server. Each server holds the demo data plus a ' +
      `player\u2019s event day (bench/lib/player.ts): the next open competition filled to ` +
      `${OPEN_ENTRIES} entries and a session of the demo player with the most teams, whose team ` +
      'for it is saved.',
    '',
    table(
      [
        'served by',
        'JS gzip',
        'CSS gzip',
        'JS+CSS gzip',
        '× blank page',
        'JS+CSS transferred',
        'target (≤ 150 KB)',
      ],
      rows.map((row) => {
        const total = row.visit.jsGzip + row.visit.cssGzip;
        return [
          row.kind,
          kb(row.visit.jsGzip),
          kb(row.visit.cssGzip),
          kb(total),
          blankTotal ? `${(total / blankTotal).toFixed(2)}×` : '–',
          kb(row.visit.jsTransferred + row.visit.cssTransferred),
          row.kind === 'blank Vite React page' ? '' : met(total <= BUDGET),
        ];
      }),
    ),
    '',
    'Visitor pages (signed out):',
    '',
    scoreTable(
      rows,
      PAGES.map((page) => ({ label: page, of: (row) => row.scores[page], target: true })),
      blankScore,
    ),
    '',
    'Signed in as the bench player (Lighthouse `--extra-headers` with the session cookie; ' +
      `{open} is the ${OPEN_ENTRIES}-entry open competition` +
      (day ? ` (id ${day.openId})` : '') +
      ', {live} the live one' +
      (day ? ` (id ${day.liveId})` : '') +
      '), with the same run\u2019s signed-out /news and blank page for reference:',
    '',
    scoreTable(
      rows,
      [
        ...pages.map((page) => ({
          label: `${page.label} signed in`,
          of: (row: FrontendRow) => row.signedIn[page.label],
          target: true,
        })),
        {
          label: '/news signed out (reference)',
          of: (row: FrontendRow) => row.scores['/news'],
          target: false,
        },
        {
          label: 'blank Vite React page (reference)',
          of: () => blank?.scores['/'],
          target: false,
        },
      ],
      blankScore,
    ),
    '',
    ...blockingSection(ours),
    'Interactions (bench/lib/interactions.ts): Chromium through Playwright in a phone-sized ' +
      'context (390×844, device scale 3), signed in as the bench player, service worker blocked; ' +
      `the CPU slowed ${CPU_SLOWDOWN}× (\`Emulation.setCPUThrottlingRate\`) once the page has ` +
      'loaded and settled. Each is timed inside the page from the input event\u2019s timestamp ' +
      '(for the live score: the arrival of the pushed `competition_changed` event) until a ' +
      'MutationObserver sees the change and the next frame has been produced ' +
      '(`requestAnimationFrame`, then `setTimeout(0)`). Beside it, the Event Timing API\u2019s ' +
      'duration of the same click (the longest entry of its interaction, as INP counts it; ' +
      'entries under 16 ms are not reported). Team selection: Edit Team on the saved team, two ' +
      'picks removed, then per repetition the first card in state Select is picked and removed ' +
      `again, and the sort alternates between Order and Price (${OPEN_ENTRIES} cards). Live ` +
      'results: an administrator saves a new dressage score for the leading entry through ' +
      '`PATCH /api/competition-entries/{id}/scoring`, a different value each time; timed until ' +
      'that row\u2019s total shows it (the dressage column itself is hidden at phone width); ' +
      '\u201centries fetched\u201d counts the page\u2019s requests for the entries between the ' +
      'event and the frame (Resource Timing): 0 when the event carried the change (decision ' +
      '036). Where the page draws part of an update after the frame of the click (the budget\u2019s effect ' +
      'on the other cards, after the picked card is painted), the Event Timing figure ends at that ' +
      `frame, ours at the frame that shows the change. Median and max of ${repetitions} repetitions.` +
      ' The 1-minute load average (uptime) when each server\u2019s part began and ended: ' +
      ours
        .map((row) =>
          row.load ? `${row.kind} ${row.load.start.toFixed(1)} → ${row.load.end.toFixed(1)}` : '',
        )
        .filter(Boolean)
        .join(', ') +
      '.',
    '',
    table(
      [
        'interaction',
        'database',
        'median',
        'max',
        'Event Timing median',
        'entries fetched',
        'target',
        'median within target',
      ],
      timed.flatMap((row) =>
        row.interactions.map((timing) => {
          const reported = timing.eventTiming.filter((value) => value !== null);
          const event =
            timing.eventTiming.length === 0
              ? '–'
              : reported.length < timing.eventTiming.length / 2
                ? '< 16 ms'
                : ms(median(timing.eventTiming.map((value) => value ?? 0)));
          const middle = median(timing.samples);
          return [
            timing.label,
            row.kind,
            ms(middle),
            ms(Math.max(...timing.samples)),
            event,
            timing.requests ? String(Math.max(...timing.requests)) : '–',
            `< ${timing.targetMs} ms`,
            met(middle < timing.targetMs),
          ];
        }),
      ),
    ),
    '',
    'First-visit files (PostgreSQL server, gzip level 9):',
    '',
    table(
      ['file', 'gzip'],
      (rows.find((row) => row.kind === 'PostgreSQL') ?? rows.at(-1))?.visit.files
        .filter((file) => file.type === 'script' || file.type === 'stylesheet')
        .map((file) => [new URL(file.url).pathname, kb(file.gzip)]) ?? [],
    ),
  ].join('\n');
}
