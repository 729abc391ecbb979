import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema';
import { sessionCookieName } from '../modules/auth/session.service';
import { createTestApp, saveScores, type TestApp } from '../test/app';
import { copyClientBuild } from '../test/client-build';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildTeamOf,
  signedInUser,
} from '../test/factories';

let build: ReturnType<typeof copyClientBuild>;
let t: TestApp;

async function publish(title: string, slug: string) {
  await t.db.insert(articles).values({
    title,
    slug,
    content: 'Body',
    excerpt: 'An excerpt',
    isPublished: true,
    publishedAt: t.clock.now(),
  });
}

/** The JSON the page carries, parsed the way the browser's JSON.parse reads it. */
function prerenderedData(html: string): unknown {
  const match = /<script type="application\/json" id="prerendered-data">(.*?)<\/script>/s.exec(
    html,
  );
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as unknown);
}

// This file runs after the build, in the end-to-end step (vitest.built.config.ts).
beforeAll(async () => {
  build = copyClientBuild();
  t = await createTestApp({ clientDir: build.clientDir });
});

afterAll(async () => {
  await t.close();
  build.remove();
});

describe('prerendered public pages (decision 019)', () => {
  it('renders /news for a visitor with its articles and the data it was rendered from', async () => {
    await publish('Badminton dressage report', 'badminton-dressage-report');
    const response = await t.request({ method: 'GET', url: '/news' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toContain('<div id="root" data-prerendered');
    expect(response.body).toContain('Badminton dressage report');
    expect(JSON.stringify(prerenderedData(response.body))).toContain('Badminton dressage report');
  });

  it('shows a new article at once: a kept page is reused only while its data is unchanged', async () => {
    const before = await t.request({ method: 'GET', url: '/news' });
    const again = await t.request({ method: 'GET', url: '/news' });
    expect(again.body).toBe(before.body);
    await publish('Burghley entries are out', 'burghley-entries');
    const after = await t.request({ method: 'GET', url: '/news' });
    expect(after.body).toContain('Burghley entries are out');
  });

  it('never lets data end the script element early', async () => {
    const title = 'Pony </script><script>alert(1)</script> club';
    await publish(title, 'pony-club');
    const response = await t.request({ method: 'GET', url: '/news' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(JSON.stringify(prerenderedData(response.body))).toContain(title);
  });

  it('gzips the document when the browser accepts it', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/calendar',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(response.rawPayload).toString('utf8');
    expect(html).toContain('id="prerendered-data"');
    expect(html).toContain('Upcoming and past competitions');
  });

  it('serves the plain page for pages players alone see, other pages and long URLs', async () => {
    const visitorOnPlay = await t.request({ method: 'GET', url: '/play' });
    const other = await t.request({ method: 'GET', url: '/profile' });
    const long = await t.request({ method: 'GET', url: `/news?x=${'a'.repeat(300)}` });
    for (const response of [visitorOnPlay, other, long]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('prerendered-data');
      // The app's scripts are named so they download beside the entry.
      expect(response.body).toContain('rel="modulepreload"');
    }
  });

  it('prerenders every public page it serves without an error', async () => {
    for (const url of ['/', '/landing', '/calendar', '/ratings', '/scoring']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-prerendered');
      expect(response.body, url).toContain('<main id="main"');
    }
  });

  it('renders a page with the query its route says it reads, and without any other', async () => {
    const selected = (html: string) => /aria-selected="true"[^>]*>([^<]+)</.exec(html)?.[1];
    const riders = await t.request({ method: 'GET', url: '/ratings?utm_source=x&tab=riders' });
    expect(riders.body).toContain('<div id="root" data-prerendered');
    expect(selected(riders.body)).toBe('Rider Rankings');
    const plain = await t.request({ method: 'GET', url: '/ratings' });
    expect(selected(plain.body)).toBe('Horse Rankings');
    const unread = await t.request({ method: 'GET', url: '/ratings?tab=horses&utm_source=x' });
    expect(unread.body).toBe(plain.body);
    // The filters are read too, whatever their order; a value the page does not know is dropped.
    const filtered = await t.request({
      method: 'GET',
      url: '/ratings?view=ppm&utm_source=x&year=2024&level=CCI9',
    });
    expect(filtered.body).toContain('2024 · Points per Million per Start · Points · CCI5*-L');
    expect(filtered.body).toContain('data-testid="min-starts-note"');
    expect(plain.body).toContain('All years · Total Points · Points · CCI5*-L');
    const reordered = await t.request({ method: 'GET', url: '/ratings?year=2024&view=ppm' });
    expect(reordered.body).toBe(filtered.body);
  });

  it("renders the calendar's past events of a year when its address asks for them", async () => {
    const selected = (html: string) => /aria-selected="true"[^>]*>([^<]+)</.exec(html)?.[1];
    await buildCompetition(t.db, new Date(), {
      name: 'Calendar Past CCI4*-L',
      status: 'completed',
      startDate: new Date('2024-05-01T09:00:00Z'),
      endDate: new Date('2024-05-04T17:00:00Z'),
      deadline: new Date('2024-04-30T09:00:00Z'),
    });
    const past = await t.request({
      method: 'GET',
      url: '/calendar?utm_source=x&tab=past&year=2024',
    });
    expect(past.body).toContain('<div id="root" data-prerendered');
    expect(selected(past.body)).toBe('Past Events');
    expect(past.body).toContain('Calendar Past CCI4*-L');
    const otherYear = await t.request({ method: 'GET', url: '/calendar?tab=past&year=2023' });
    expect(otherYear.body).not.toContain('Calendar Past CCI4*-L');
    const plain = await t.request({ method: 'GET', url: '/calendar' });
    expect(selected(plain.body)).toBe('Upcoming Events');
    const unknown = await t.request({ method: 'GET', url: '/calendar?tab=nonsense' });
    expect(unknown.body).toBe(plain.body);
  });

  it('renders the pages the route table marks, at every path of theirs, and no other', async () => {
    const competition = await buildCompetition(t.db, new Date(), { name: 'Route Table CCI3*-S' });
    for (const url of [
      `/competitions/${competition.id}`,
      `/competitions/${competition.id}/results`,
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root" data-prerendered');
      expect(response.body, url).toContain('Route Table CCI3*-S');
    }
    for (const url of ['/auth', '/articles/anything', '/no-such-page']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it("gives visitors the live results page of the competition's current live view", async () => {
    const admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
    const competition = await buildCompetition(t.db, new Date(), {
      name: 'Memo Park CCI4*-S',
      status: 'live',
      isLive: true,
    });
    const entry = await buildEntry(t.db, competition.id, { startOrder: 1 });
    const url = `/results/${competition.id}`;
    const first = await t.request({ method: 'GET', url });
    expect((await t.request({ method: 'GET', url })).body).toBe(first.body);
    expect((await saveScores(t, admin.cookie, entry.id, { dr_score: 27.3 })).statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url });
    expect(after.body).not.toBe(first.body);
    expect(JSON.stringify(prerenderedData(after.body))).toContain('"dr_score":27.3');
  });

  it('renders team selection and live results for a visitor too', async () => {
    const competition = await buildCompetition(t.db, new Date(), { name: 'Visitor Park CCI4*-S' });
    await buildEntry(t.db, competition.id, { price: '2.0' });
    for (const url of [`/team-selection/${competition.id}`, `/results/${competition.id}`]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-prerendered');
      expect(response.body, url).toContain('Visitor Park CCI4*-S');
    }
  });
});

describe("a signed-in player's pages (decision 034)", () => {
  /** An open competition of five entries; one player has saved a team, the other has not. */
  async function twoPlayers() {
    // Real time: the page decides what is open by the clock of the render.
    const competition = await buildCompetition(t.db, new Date(), { name: 'Player Park CCI4*-L' });
    const entries = [];
    for (let index = 0; index < 5; index += 1) {
      entries.push(await buildEntry(t.db, competition.id, { price: '1.5', startOrder: index + 1 }));
    }
    const saver = await signedInUser(t.db, t.clock.now(), { firstName: 'Sabine' });
    const looker = await signedInUser(t.db, t.clock.now(), { firstName: 'Lorcan' });
    const saved = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie: saver.cookie,
      payload: {
        competitionId: competition.id,
        selections: entries.map((entry) => ({ competitionEntryId: entry.id })),
      },
    });
    expect(saved.statusCode).toBe(200);
    return { competition, saver, looker };
  }

  it('renders each player their own page from their own session, never kept or shared', async () => {
    const { competition, saver, looker } = await twoPlayers();
    const url = `/team-selection/${competition.id}`;
    // Concurrent renders for two players: each sees only their own answers.
    const [mine, theirs, again] = await Promise.all([
      t.request({ method: 'GET', url, cookie: saver.cookie }),
      t.request({ method: 'GET', url, cookie: looker.cookie }),
      t.request({ method: 'GET', url, cookie: saver.cookie }),
    ]);
    for (const response of [mine, theirs, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root" data-prerendered');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toContain('Cookie');
    }
    expect(mine.body).toContain('Your team has been saved');
    expect(theirs.body).not.toContain('Your team has been saved');
    const mineData = JSON.stringify(prerenderedData(mine.body));
    const theirData = JSON.stringify(prerenderedData(theirs.body));
    expect(mineData).toContain(saver.user.email);
    expect(mineData).not.toContain(looker.user.email);
    expect(theirData).toContain(looker.user.email);
    expect(theirData).not.toContain(saver.user.email);
    // The visitor's page of the same URL knows nobody.
    const visitor = await t.request({ method: 'GET', url });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).not.toContain(saver.user.email);
    expect(visitor.body).not.toContain('Your team has been saved');
  });

  it('renders /play, /news and live results for a player', async () => {
    const { competition, saver } = await twoPlayers();
    for (const url of ['/play', '/news', `/results/${competition.id}`, '/']) {
      const response = await t.request({ method: 'GET', url, cookie: saver.cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-prerendered');
      expect(JSON.stringify(prerenderedData(response.body)), url).toContain(saver.user.email);
    }
    const play = await t.request({ method: 'GET', url: '/play', cookie: saver.cookie });
    expect(play.body).toContain('Your teams, leagues and performance.');
    expect(play.body).toContain('data-testid="next-competition-card"');
  });

  it("renders a player's live results with only their picks when the address asks for them", async () => {
    const competition = await buildCompetition(t.db, new Date(), {
      name: 'Filter Park CCI4*-S',
      status: 'live',
      isLive: true,
    });
    const named = async (name: string, startOrder: number) =>
      buildEntry(t.db, competition.id, {
        athleteId: (await buildAthlete(t.db, { name })).id,
        startOrder,
      });
    const picked = await named('Pia Picked', 1);
    await named('Oona Outsider', 2);
    const player = await signedInUser(t.db, t.clock.now());
    await buildTeamOf(t.db, player.user.id, picked);
    const page = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><script/s.exec(html)?.[1] ?? '';
    const pressed = (html: string) =>
      /<button[^>]*aria-pressed="true"[^>]*>(.*?)<\/button>/s.exec(html)?.[1] ?? '';

    const url = `/results/${competition.id}`;
    const all = page((await t.request({ method: 'GET', url, cookie: player.cookie })).body);
    expect(pressed(all)).toBe('All entries');
    expect(all).toContain('Pia Picked');
    expect(all).toContain('Oona Outsider');
    const mine = page(
      (
        await t.request({
          method: 'GET',
          url: `${url}?show=my-team&utm_source=x`,
          cookie: player.cookie,
        })
      ).body,
    );
    expect(pressed(mine)).toContain('My team');
    expect(mine).toContain('Pia Picked');
    expect(mine).not.toContain('Oona Outsider');
  });

  it("names the account menu's scripts on a player's page, never on a visitor's", async () => {
    const { saver } = await twoPlayers();
    const scriptsOf = (body: string) =>
      JSON.parse(/id="app-scripts">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as string[];
    const menu = (files: string[]) => files.some((file) => file.includes('/account-menu-'));
    const player = await t.request({ method: 'GET', url: '/news', cookie: saver.cookie });
    expect(menu(scriptsOf(player.body))).toBe(true);
    const visitor = await t.request({ method: 'GET', url: '/news' });
    expect(scriptsOf(visitor.body).length).toBeGreaterThan(0);
    expect(menu(scriptsOf(visitor.body))).toBe(false);
  });

  it('treats a cookie that opens no session as a visitor: /play is left to the browser, /news is the visitor page', async () => {
    const cookie = `${sessionCookieName(false)}=not-a-session`;
    const play = await t.request({ method: 'GET', url: '/play', cookie });
    expect(play.statusCode).toBe(200);
    expect(play.body).toContain('<div id="root"></div>');
    expect(play.body).not.toContain('prerendered-data');
    const news = await t.request({ method: 'GET', url: '/news', cookie });
    const visitor = await t.request({ method: 'GET', url: '/news' });
    expect(news.statusCode).toBe(200);
    expect(news.headers['cache-control']).toBe('no-cache');
    expect(news.body).toBe(visitor.body);
  });
});
