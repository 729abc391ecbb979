import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELECTION_STATS } from '../../../contract/constants';
import { competitorSchema } from '../../../contract/competitors';
import { openTestDatabase } from '../database';
import { signedInUser } from '../factories';
import { createHarness, HARNESS_NOW, type Harness } from './harness';
import { openCompetitionUrls, openCombinations, publicReadRows } from './public-reads';
import { createWorld, type World } from './world';

/**
 * Before the deadline no public answer may let anyone work out a rival's picks: the attack reads
 * every public endpoint (every entry's competitor page included) before and after the rival saves
 * and compares. With the shares hidden or rounded (decision 027) nothing a visitor or another
 * player reads changes; an exact share or count anywhere would.
 */
let harness: Harness;
let world: World;
let baseUrl: string;
let rival: string;
let openIds: number[];

const day = 24 * 60 * 60 * 1000;

async function saveTeam(cookie: string, entryIds: number[]) {
  const response = await harness.inject({
    method: 'POST',
    url: '/api/fantasy/teams',
    cookie,
    payload: {
      competitionId: world.ids.openCompetition,
      selections: entryIds.map((competitionEntryId) => ({ competitionEntryId })),
    },
  });
  if (response.statusCode !== 200) throw new Error(`team save: ${response.body}`);
}

/**
 * The first event of the live stream (what a page watching the competition is told), without the
 * retry hint before it, which each stream draws at random.
 */
async function firstEvent(url: string, cookie: string | undefined): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(baseUrl + url, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    if (/event: ready\ndata: .*\n\n/.test(text)) break;
  }
  controller.abort();
  if (!text.includes('event: ready')) throw new Error(`${url}: no ready event in ${text}`);
  return text.slice(text.indexOf('event: ready'));
}

/** Every public answer about the open competition, as a visitor and as another player read it. */
async function readEverything(): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const readers = { visitor: undefined, player: world.users.premium.cookie };
  for (const row of publicReadRows()) {
    for (const url of openCompetitionUrls(row, world)) {
      for (const [who, cookie] of Object.entries(readers)) {
        const body = row.url.endsWith('/events')
          ? await firstEvent(url, cookie)
          : (await harness.inject({ method: 'GET', url, cookie })).body;
        answers.set(`${who} ${url}`, body);
      }
    }
  }
  return answers;
}

/** Each answer that changed, shown from its first changed character. */
function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [key, body] of before) {
    const now = after.get(key) ?? '';
    if (now === body) continue;
    let at = 0;
    while (body[at] === now[at]) at += 1;
    const from = Math.max(0, at - 40);
    changed.push(`${key}: …${body.slice(from, at + 40)} -> …${now.slice(from, at + 40)}`);
  }
  return changed;
}

const competitorUrl = (index: number) => {
  const combination = openCombinations(world)[index];
  if (!combination) throw new Error('no such entry');
  const { athleteId, horseId } = combination;
  return `/api/competitors/${athleteId}/${horseId}/${world.ids.openCompetition}`;
};

async function competitor(index: number) {
  const response = await harness.inject({ method: 'GET', url: competitorUrl(index) });
  return competitorSchema.parse(response.json());
}

beforeAll(async () => {
  harness = await createHarness(await openTestDatabase());
  world = await createWorld(harness);
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  openIds = world.ids.openEntries;
  rival = (await signedInUser(harness.database.db, harness.clock.now())).cookie;
}, 120_000);

afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

describe('no public answer gives away a rival’s picks before the deadline', () => {
  const picks = (...indexes: number[]) => indexes.map((index) => openIds[index] ?? 0);

  it('under the minimum number of teams: every public answer is the same before and after the rival saves', async () => {
    await saveTeam(rival, picks(0, 1, 2, 3, 4));
    const before = await readEverything();
    await saveTeam(rival, picks(0, 1, 2, 3, 5));
    const after = await readEverything();
    expect(differences(before, after)).toEqual([]);
    expect(before.size).toBeGreaterThan(40);
    expect(await competitor(4)).toMatchObject({
      selectedByPercentage: null,
      selectionVisibility: 'hidden',
      minimumTeams: SELECTION_STATS.minimumTeams,
      teamsCount: 5,
    });
  });

  it('with 21 teams, rounded to 10 %: the rival moving a pick changes no public answer', async () => {
    // 16 more teams: the rival's swap moves entry 4 between 8 and 9 of 21 teams (38.1 % and
    // 42.9 %) and entry 5 between 5 and 4 (23.8 % and 19.0 %): both stay on their 10 % step.
    const fields = [
      ...Array.from({ length: 4 }, () => picks(0, 1, 2, 3, 4)),
      ...Array.from({ length: 4 }, () => picks(0, 1, 2, 3, 5)),
      ...Array.from({ length: 8 }, () => picks(0, 1, 2, 3, 6)),
    ];
    for (const entries of fields) {
      await saveTeam(
        (await signedInUser(harness.database.db, harness.clock.now())).cookie,
        entries,
      );
    }
    const before = await readEverything();
    await saveTeam(rival, picks(0, 1, 2, 3, 4));
    const after = await readEverything();
    expect(differences(before, after)).toEqual([]);
    expect(await competitor(4)).toMatchObject({
      selectedByPercentage: 40,
      selectionVisibility: 'rounded',
      teamsCount: 21,
    });
  });

  it('once the deadline has passed, the competitor page gives the exact share', async () => {
    const competition = await harness.inject({
      method: 'GET',
      url: `/api/competitions/${world.ids.openCompetition}`,
    });
    const { deadline } = competition.json<{ deadline: string }>();
    harness.clock.set(new Date(new Date(deadline).getTime() + day));
    try {
      expect(await competitor(4)).toMatchObject({
        selectedByPercentage: 42.9,
        selectionVisibility: 'exact',
        teamsCount: 21,
      });
      expect(await competitor(5)).toMatchObject({ selectedByPercentage: 19 });
    } finally {
      harness.clock.set(HARNESS_NOW);
    }
  });
});
