import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../../contract/leagues';
import { leagues } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service';

type Player = Awaited<ReturnType<typeof signedInUser>>;

const MINUTE = 60 * 1000;
const perAccount = RATE_LIMITS.joinFailuresPerAccount;
const perIp = RATE_LIMITS.joinFailuresPerIp;
const LIMITED = { message: 'Too many failed join attempts. Please try again in 15 minutes.' };

let t: TestApp;
let owner: Player;
let league: League;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.db, t.clock.now());
  league = (
    await t.request({
      method: 'POST',
      url: '/api/leagues',
      cookie: owner.cookie,
      payload: { name: 'Guess me' },
      remoteAddress: '10.60.0.1',
    })
  ).json<League>();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.61.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

/** Codes no league has: generated codes never contain O or 0, so each is a failed guess. */
const wrongCode = (n: number) => `O${String(n).padStart(3, '0')}`;

const join = (player: Player, code: string, ip: string, byPath = true) =>
  t.request({
    method: 'POST',
    cookie: player.cookie,
    remoteAddress: ip,
    ...(byPath
      ? { url: `/api/leagues/${code}/join` }
      : { url: '/api/leagues/join', payload: { joinCode: code } }),
  });

const player = () => signedInUser(t.db, t.clock.now());

const expectLimited = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(LIMITED);
  expect(response.headers['retry-after']).toBe(String(15 * 60));
};

describe('guessing join codes', () => {
  it('a player gets 10 failed guesses in 15 minutes, then 429 even for the right code', async () => {
    const guesser = await player();
    for (let guess = 0; guess < perAccount.limit; guess += 1) {
      const response = await join(guesser, wrongCode(guess), nextAddress(), guess % 2 === 0);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'League not found' });
    }
    expectLimited(await join(guesser, league.joinCode, nextAddress()));
    expectLimited(await join(guesser, league.joinCode, nextAddress(), false));
    const start = t.clock.now();
    t.clock.advance(15 * MINUTE);
    expect((await join(guesser, league.joinCode, nextAddress())).statusCode).toBe(200);
    t.clock.set(start);
  });

  it('an address gets 20 failed guesses in 15 minutes, whichever players make them', async () => {
    const ip = nextAddress();
    const players = await Promise.all(Array.from({ length: 5 }, player));
    for (let guess = 0; guess < perIp.limit; guess += 1) {
      const guesser = players[guess % players.length] ?? owner;
      expect((await join(guesser, wrongCode(guess), ip)).statusCode).toBe(404);
    }
    const newcomer = await player();
    expectLimited(await join(newcomer, league.joinCode, ip));
    expect((await join(newcomer, league.joinCode, nextAddress())).statusCode).toBe(200);
  });

  it('100 guesses at once from 25 addresses: no more than 10 reach the code lookup', async () => {
    const guesser = await player();
    const addresses = Array.from({ length: 25 }, nextAddress);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, guess) =>
        join(guesser, wrongCode(guess), addresses[guess % addresses.length] ?? '', guess % 2 === 0),
      ),
    );
    const looked = answers.filter((answer) => answer.statusCode === 404);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(looked).toHaveLength(perAccount.limit);
    expect(limited).toHaveLength(100 - perAccount.limit);
    for (const answer of limited) expectLimited(answer);
  });

  it('joins of a real code never count: joined, already a member, full', async () => {
    const member = await player();
    const ip = nextAddress();
    expect((await join(member, league.joinCode, ip)).statusCode).toBe(200);
    for (let again = 0; again < perIp.limit + 5; again += 1) {
      const response = await join(member, league.joinCode, ip, again % 2 === 0);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'You are already a member of this league.' });
    }
    const small = (
      await t.request({
        method: 'POST',
        url: '/api/leagues',
        cookie: member.cookie,
        payload: { name: 'Tiny' },
        remoteAddress: ip,
      })
    ).json<League>();
    await t.db.update(leagues).set({ maxMembers: 1 }).where(eq(leagues.id, small.id));
    const outsider = await player();
    for (let again = 0; again < perAccount.limit + 5; again += 1) {
      const response = await join(outsider, small.joinCode, ip);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'This league is full.' });
    }
    expect((await join(outsider, wrongCode(7), ip)).statusCode).toBe(404);
  });

  it('malformed codes are refused by the schema and do not count', async () => {
    const guesser = await player();
    const ip = nextAddress();
    for (let attempt = 0; attempt < perAccount.limit + 5; attempt += 1) {
      const response = await join(guesser, 'ABC', ip, false);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'joinCode: Join code must be exactly 4 characters',
      });
    }
    expect((await join(guesser, league.joinCode, ip)).statusCode).toBe(200);
  });
});
