/**
 * Scenario 5, front end: the JavaScript and CSS a first visit to / downloads (gzipped), and the
 * Lighthouse 12 mobile performance score of /, /news, /calendar and /ratings, beside the same
 * for a blank Vite React page built in a temp folder and served by a bare node:http server.
 */
import { startApp, type DatabaseKind } from './lib/app-server';
import { startBare } from './lib/bare';
import { buildBlankVitePage } from './lib/blank-vite';
import { lighthouseScore, measureFirstVisit, type FirstVisit } from './lib/browser';
import { table } from './lib/readme';
import { databasesOf, type ScenarioOptions } from './lib/scenario';
import { fmt, kb, median } from './lib/stats';

export const PAGES = ['/', '/news', '/calendar', '/ratings'];
const BUDGET = 150 * 1024;

type Scores = Record<
  string,
  { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; runs: number }
>;
export type FrontendRow = {
  kind: DatabaseKind | 'blank Vite React page';
  visit: FirstVisit;
  scores: Scores;
};

async function scoresOf(base: string, pages: string[], runs: number, options: ScenarioOptions) {
  const scores: Scores = {};
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouseScore(`${base}${page}`);
      options.log(`[frontend] ${base}${page}: performance ${result.score}`);
      results.push(result);
    }
    scores[page] = {
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

export async function frontend(options: ScenarioOptions): Promise<FrontendRow[]> {
  const lighthouse = options.scale === 'full';
  const rows: FrontendRow[] = [];
  const blank = await startBare({ routes: buildBlankVitePage(), gzip: true });
  try {
    rows.push({
      kind: 'blank Vite React page',
      visit: await measureFirstVisit(`${blank.url}/`),
      scores: lighthouse ? await scoresOf(blank.url, ['/'], options.runs, options) : {},
    });
  } finally {
    await blank.stop();
  }
  for (const kind of databasesOf(options)) {
    options.log(`[frontend] ${kind}: starting the server with the demo data`);
    const app = await startApp(kind, options.postgresUrl, () => Promise.resolve(null), {
      DEMO_DATA: 'true',
    });
    try {
      const visit = await measureFirstVisit(`${app.url}/`);
      options.log(
        `[frontend] ${kind}: first visit JS ${kb(visit.jsGzip)} + CSS ${kb(visit.cssGzip)} gzipped`,
      );
      const runs = kind === 'PostgreSQL' ? options.runs : 1;
      rows.push({
        kind,
        visit,
        scores: lighthouse ? await scoresOf(app.url, PAGES, runs, options) : {},
      });
    } finally {
      await app.stop();
    }
  }
  return rows;
}

export function frontendSection(rows: FrontendRow[], options: ScenarioOptions): string {
  const blank = rows.find((row) => row.kind === 'blank Vite React page');
  const blankTotal = blank ? blank.visit.jsGzip + blank.visit.cssGzip : 0;
  const blankScore = blank?.scores['/']?.score ?? Number.NaN;
  return [
    '`npm run bench -- frontend`: a first visit to / in a fresh Chromium profile (signed out, ' +
      'empty cache, service worker blocked so only what the page itself loads counts); JS and ' +
      'CSS summed gzipped (each file at gzip level 9) and as transferred (the server\u2019s own ' +
      `encoding). Lighthouse 12 with its default mobile settings (simulated throttling), median ` +
      `of ${options.runs} runs per page on PostgreSQL, one on PGlite. The blank page is Vite\u2019s ` +
      'React template reduced to one heading, built with this project\u2019s Vite and React and ' +
      'served gzipped by a bare node:http server.',
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
          row.kind === 'blank Vite React page' ? '' : total <= BUDGET ? 'met' : '**missed**',
        ];
      }),
    ),
    '',
    table(
      [
        'page',
        ...rows
          .filter((row) => row.kind !== 'blank Vite React page')
          .map((row) => `${row.kind} score`),
        'blank page score',
        'FCP (PostgreSQL)',
        'LCP (PostgreSQL)',
        'TBT (PostgreSQL)',
        'CLS (PostgreSQL)',
        'target (≥ 95)',
      ],
      PAGES.map((page) => {
        const ours = rows.filter((row) => row.kind !== 'blank Vite React page');
        const postgres = rows.find((row) => row.kind === 'PostgreSQL') ?? ours[0];
        const score = postgres?.scores[page]?.score ?? Number.NaN;
        return [
          page,
          ...ours.map((row) => fmt(row.scores[page]?.score ?? Number.NaN)),
          fmt(blankScore),
          `${fmt(postgres?.scores[page]?.fcpMs ?? Number.NaN)} ms`,
          `${fmt(postgres?.scores[page]?.lcpMs ?? Number.NaN)} ms`,
          `${fmt(postgres?.scores[page]?.tbtMs ?? Number.NaN)} ms`,
          (postgres?.scores[page]?.cls ?? Number.NaN).toFixed(3),
          Number.isNaN(score) ? '–' : score >= 95 ? 'met' : '**missed**',
        ];
      }),
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
