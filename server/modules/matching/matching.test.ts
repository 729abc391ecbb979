import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AutoMatchEvent,
  MatchChanged,
  MatchUploadResult,
  MatchingDashboard,
} from '../../../contract/matching';
import { competitionEntries, scrapedNameMatches } from '../../db/schema/index';
import type { ScoreAuthor } from '../results/results.service';
import { createTestApp, openAdminApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  signedInUser,
} from '../../test/factories';
import { waitFor } from '../../test/wait-for';
import { recordScrapedRows } from './scraped-rows.service';
import { runAutoMatch } from './auto-match.service';

const CSV = [
  'Position,Rider,Horse,Nationality,Dressage_Score,Total_Score',
  '1,Piggy March,Brookfield Inocent,GBR,24.0,24.0',
  '2,Kitty King (GBR),Vendredi Biats,GBR,25.3,28.5',
  '3,BOYD MARTIN,Tsetserleg TSF,USA,29.0,29.0',
  '4,Olivr Townend,Ballaghmor Clas,GBR,22.5,22.5',
  '5,Zara Tindall,Class Affair,GBR,27.9,33.1',
].join('\n');

function multipart(filename: string, content: string, field = 'csvFile') {
  const boundary = '----matchingboundary';
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
    'Content-Type: text/csv',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const events = (body: string): AutoMatchEvent[] =>
  body
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => JSON.parse(frame.slice(6)) as AutoMatchEvent);

const SCRAPER: ScoreAuthor = { source: 'scrape', user: null };

describe('matching API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const entryFor = async (competitionId: number, rider: string, horse: string) => {
    const athlete = await buildAthlete(t.db, { name: rider });
    const horseRow = await buildHorse(t.db, { name: horse });
    return buildEntry(t.db, competitionId, { athleteId: athlete.id, horseId: horseRow.id });
  };

  async function competitionWithEntries() {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
    });
    const entries = {
      piggy: await entryFor(competition.id, 'Piggy March', 'Brookfield Inocent'),
      kitty: await entryFor(competition.id, 'Kitty King', 'Vendredi Biats'),
      boyd: await entryFor(competition.id, 'Boyd Martin', 'Tsetserleg TSF'),
      oliver: await entryFor(competition.id, 'Oliver Townend', 'Ballaghmor Class'),
      zara: await entryFor(competition.id, 'Zara Phillips', 'Class Affair'),
    };
    return { competition, entries };
  }

  const upload = (id: number, filename = 'scraped.csv', content = CSV, cookie = admin) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competitions/${id}/match-scraped-data`,
      cookie,
      ...multipart(filename, content),
    });
  const dashboard = (id: number, cookie = admin) =>
    t.request({ method: 'GET', url: `/api/admin/competitions/${id}/matching-dashboard`, cookie });

  it('is for administrators only: 401 for visitors, 403 for players', async () => {
    const { competition } = await competitionWithEntries();
    const player = (await signedInUser(t.db, t.clock.now())).cookie;
    const base = `/api/admin/competitions/${competition.id}`;
    const calls = [
      { method: 'GET' as const, url: `${base}/matching-dashboard` },
      { method: 'POST' as const, url: `${base}/set-match`, payload: {} },
      { method: 'POST' as const, url: `${base}/remove-match`, payload: {} },
      { method: 'POST' as const, url: `${base}/auto-match` },
      { method: 'DELETE' as const, url: `${base}/entries/1` },
      { method: 'POST' as const, url: `${base}/match-scraped-data`, ...multipart('a.csv', CSV) },
    ];
    for (const call of calls) {
      expect((await t.request(call)).statusCode, call.url).toBe(401);
      expect((await t.request({ ...call, cookie: player })).statusCode, call.url).toBe(403);
    }
  });

  it('uploads the matching CSV: counters, matched entries with scores, unmatched report', async () => {
    const { competition, entries } = await competitionWithEntries();
    const response = await upload(competition.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<MatchUploadResult>();
    expect(result).toMatchObject({ total_scraped: 5, matched: 4, unmatched: 1 });
    expect(result.matched_entries).toEqual([
      {
        position: '1',
        rider: 'Piggy March',
        horse: 'Brookfield Inocent',
        dr_score: 24,
        match_score: 1,
        updated: true,
      },
      {
        position: '2',
        rider: 'Kitty King',
        horse: 'Vendredi Biats',
        dr_score: 25.3,
        match_score: 1,
        updated: true,
      },
      {
        position: '3',
        rider: 'BOYD MARTIN',
        horse: 'Tsetserleg TSF',
        dr_score: 29,
        match_score: 0.95,
        updated: true,
      },
      {
        position: '4',
        rider: 'Olivr Townend',
        horse: 'Ballaghmor Clas',
        dr_score: 22.5,
        match_score: 0.89,
        updated: true,
      },
    ]);
    expect(result.unmatched_report).toEqual([
      {
        position: '5',
        rider: 'Zara Tindall',
        horse: 'Class Affair',
        nationality: 'GBR',
        dr_score: 27.9,
      },
    ]);
    const [oliver] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entries.oliver.id));
    expect(oliver).toMatchObject({ drScore: '22.5', drPts: '20.0' });
  });

  it('accepts .csv files only and names a bad cell', async () => {
    const { competition } = await competitionWithEntries();
    const wrongType = await upload(competition.id, 'scraped.txt');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ message: 'Only .csv files are accepted.' });
    const bad = await upload(competition.id, 'bad.csv', `${CSV}\n6,A Rider,A Horse,GBR,abc,1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Line 7: Dressage_Score "abc" is not a number.' });
    const implausible = await upload(
      competition.id,
      'bad.csv',
      `${CSV}\n6,A Rider,A Horse,GBR,372.0,372.0`,
    );
    expect(implausible.statusCode).toBe(400);
    expect(implausible.json<{ message: string }>().message).toMatch(/^Line 7: Dressage .*100\.0/);
    const missing = await upload(competition.id, 'bad.csv', 'Rider,Horse\nA,B');
    expect(missing.statusCode).toBe(400);
  });

  it('shows the dashboard, sets a manual match, refuses a taken entry, removes a match', async () => {
    const { competition, entries } = await competitionWithEntries();
    await upload(competition.id);
    const board = (await dashboard(competition.id)).json<MatchingDashboard>();
    expect(board.scrapedEntries).toHaveLength(5);
    expect(board.unassignedEntries).toEqual([
      {
        id: entries.zara.id,
        athleteName: 'Zara Phillips',
        horseName: 'Class Affair',
        position: null,
      },
    ]);
    const zaraRow = board.scrapedEntries.find((row) => row.scrapedAthleteName === 'Zara Tindall');
    expect(zaraRow).toMatchObject({
      matchedEntryId: null,
      matchType: null,
      dressage: '27.9',
      total: 33.1,
    });

    const set = (payload: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `/api/admin/competitions/${competition.id}/set-match`,
        payload,
        cookie: admin,
      });
    const noEntry = await set({
      scrapedAthleteName: 'Zara Tindall',
      scrapedHorseName: 'Class Affair',
    });
    expect(noEntry.statusCode).toBe(400);
    expect(noEntry.json<{ message: string }>().message).toContain(
      'Please select an entry to match with.',
    );
    const taken = await set({
      scrapedAthleteName: 'Zara Tindall',
      scrapedHorseName: 'Class Affair',
      entryId: entries.kitty.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'This entry is already matched to another scraped row.',
    });
    const done = await set({
      scrapedAthleteName: 'Zara Tindall',
      scrapedHorseName: 'Class Affair',
      entryId: entries.zara.id,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<MatchChanged>()).toMatchObject({
      message: 'Match Set',
      scrapedEntry: {
        matchedEntryId: entries.zara.id,
        matchType: 'manual',
        confidence: 1,
        matchedAthleteName: 'Zara Phillips',
      },
    });
    const [zara] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entries.zara.id));
    expect(zara?.drScore).toBe('27.9');
    expect((await dashboard(competition.id)).json<MatchingDashboard>().unassignedEntries).toEqual(
      [],
    );

    const removed = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/remove-match`,
      payload: { scrapedAthleteName: 'Zara Tindall', scrapedHorseName: 'Class Affair' },
      cookie: admin,
    });
    expect(removed.json<MatchChanged>()).toMatchObject({
      message: 'Match Removed',
      scrapedEntry: { matchedEntryId: null },
    });
    const unknown = await set({
      scrapedAthleteName: 'Nobody',
      scrapedHorseName: 'Nothing',
      entryId: entries.zara.id,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never holds one entry with two active scraped rows (database index)', async () => {
    const { competition, entries } = await competitionWithEntries();
    await upload(competition.id);
    const rows = await t.db
      .select()
      .from(scrapedNameMatches)
      .where(eq(scrapedNameMatches.competitionId, competition.id));
    const free = rows.find((row) => row.matchedEntryId === null);
    await expect(
      t.db
        .update(scrapedNameMatches)
        .set({ matchedEntryId: entries.kitty.id })
        .where(eq(scrapedNameMatches.id, free?.id ?? 0)),
    ).rejects.toThrow();
  });

  it('deletes an entry of the competition and releases its match', async () => {
    const { competition, entries } = await competitionWithEntries();
    await upload(competition.id);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/competitions/${competition.id}/entries/${entries.kitty.id}`,
      cookie: admin,
    });
    expect(response.json()).toEqual({ message: 'Competition entry deleted', id: entries.kitty.id });
    const board = (await dashboard(competition.id)).json<MatchingDashboard>();
    expect(
      board.scrapedEntries.find((row) => row.scrapedAthleteName === 'Kitty King')?.matchedEntryId,
    ).toBeNull();
    const again = await t.request({
      method: 'DELETE',
      url: `/api/admin/competitions/${competition.id}/entries/${entries.kitty.id}`,
      cookie: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('streams auto-match progress as server-sent events and completes', async () => {
    const { competition, entries } = await competitionWithEntries();
    await recordScrapedRows(
      t.app.deps,
      competition.id,
      [
        {
          athleteName: 'Piggy March',
          horseName: 'Brookfield Inocent',
          nationality: 'GBR',
          scores: { dressage: { penalties: 240 } },
        },
        {
          athleteName: 'Olivr Townend',
          horseName: 'Ballaghmor Clas',
          nationality: 'GBR',
          scores: { dressage: { penalties: 225 } },
        },
        { athleteName: 'Zara Tindall', horseName: 'Class Affair', nationality: 'GBR', scores: {} },
      ],
      { allowAi: false, markScraped: true, author: SCRAPER },
    );
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/auto-match`,
      cookie: admin,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // Each event reaches the client as it is made, not held back by compression.
    expect(response.headers['content-encoding']).toBeUndefined();
    const stream = events(response.body);
    expect(stream).toEqual([
      {
        type: 'match',
        message: `Matched Olivr Townend / Ballaghmor Clas to Oliver Townend / Ballaghmor Class`,
        current: 1,
        total: 2,
        matched: 1,
        entry: {
          athlete: 'Olivr Townend',
          horse: 'Ballaghmor Clas',
          matchedAthlete: 'Oliver Townend',
          matchedHorse: 'Ballaghmor Class',
          matchType: 'ai',
          confidence: 0.89,
        },
      },
      {
        type: 'match',
        message: 'No match for Zara Tindall / Class Affair',
        current: 2,
        total: 2,
        matched: 1,
      },
      { type: 'complete', message: 'Auto-matching Complete!', current: 2, total: 2, matched: 1 },
    ]);
    const [oliver] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entries.oliver.id));
    expect(oliver?.drScore).toBe('22.5');
  });

  it('stops between rows once the client has gone', async () => {
    const { competition } = await competitionWithEntries();
    const deps = t.app.deps;
    await recordScrapedRows(
      deps,
      competition.id,
      ['A', 'B', 'C', 'D'].map((letter) => ({
        athleteName: `Rider ${letter}x`,
        horseName: `Horse ${letter}x`,
        nationality: null,
        scores: {},
      })),
      { allowAi: false, markScraped: false, author: SCRAPER },
    );
    const sent: AutoMatchEvent[] = [];
    await runAutoMatch(
      deps,
      competition.id,
      SCRAPER,
      (event) => sent.push(event),
      () => sent.length >= 2,
      0,
    );
    expect(sent.map((event) => event.current)).toEqual([1, 2]);
    expect(sent.some((event) => event.type === 'complete')).toBe(false);
  });
});

/** A promise and the function that settles it, for a test to hold the server at a chosen point. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('an auto-match whose admin leaves before it starts', () => {
  let t: TestApp;
  let admin: string;
  let base: URL;
  type Hold = Record<'reached' | 'released' | 'handled', ReturnType<typeof deferred>> & {
    /** The content type the handler gave its answer: an event stream once a run has started. */
    answered?: unknown;
  };
  /** The next auto-match request waits before its handler, as behind a slow check. */
  let held: Hold | null = null;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      onRoute: (route) => {
        if (!route.url.endsWith('/auto-match')) return;
        const handler = route.handler;
        route.handler = async function (this: FastifyInstance, request, reply) {
          const hold = held;
          held = null;
          if (hold) {
            hold.reached.resolve();
            await hold.released.promise;
          }
          try {
            return await handler.call(this, request, reply);
          } finally {
            if (hold) {
              hold.answered = reply.getHeader('content-type');
              hold.handled.resolve();
            }
          }
        };
      },
    });
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
    base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const openConnections = () =>
    new Promise<number>((resolve, reject) => {
      t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
    });

  it('starts nothing: no stream, and the next run finds every row still to match', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const athlete = await buildAthlete(t.db, { name: 'Oliver Townend' });
    const horse = await buildHorse(t.db, { name: 'Ballaghmor Class' });
    await buildEntry(t.db, competition.id, { athleteId: athlete.id, horseId: horse.id });
    await recordScrapedRows(
      t.app.deps,
      competition.id,
      [
        {
          athleteName: 'Olivr Townend',
          horseName: 'Ballaghmor Clas',
          nationality: 'GBR',
          scores: {},
        },
      ],
      { allowAi: false, markScraped: true, author: SCRAPER },
    );
    const url = `/api/admin/competitions/${competition.id}/auto-match`;

    const hold: Hold = { reached: deferred(), released: deferred(), handled: deferred() };
    held = hold;
    const leaving = http.request({
      host: base.hostname,
      port: base.port,
      path: url,
      method: 'POST',
      headers: { cookie: admin, origin: TEST_ORIGIN, 'content-length': 0 },
      agent: false,
    });
    leaving.on('error', () => {}); // the socket hangs up: this admin is the one leaving
    leaving.end();
    await hold.reached.promise;
    leaving.destroy();
    await waitFor(async () => (await openConnections()) === 0, {
      what: 'the server to see the admin leave',
    });
    hold.released.resolve();
    await hold.handled.promise;
    expect(hold.answered).toBeUndefined();

    const next = await t.request({ method: 'POST', url, cookie: admin });
    expect(next.statusCode).toBe(200);
    expect(
      events(next.body).map(({ type, message, total, matched }) => ({
        type,
        message,
        total,
        matched,
      })),
    ).toEqual([
      {
        type: 'match',
        message: 'Matched Olivr Townend / Ballaghmor Clas to Oliver Townend / Ballaghmor Class',
        total: 1,
        matched: 1,
      },
      { type: 'complete', message: 'Auto-matching Complete!', total: 1, matched: 1 },
    ]);
  });
});
