import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth';
import { SESSION_LIFETIME } from '@contract/constants';
import { userQueryKey, userQueryOptions } from '@/api/get-user';
import { LAST_USER_KEY } from '@/lib/last-user';
import { createQueryClient } from './query-client';

const player: User = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Lind',
  email: 'ana@example.test',
  emailVerified: true,
  nationality: 'SWE',
  teamName: 'Lind Eventing',
  profileImageUrl: null,
  membershipType: 'free',
  premiumUntil: null,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The browser's fetch: each call takes the next answer (a rejection is no network). */
function network(...answers: Array<() => Promise<Response>>) {
  const fetch = vi.fn(() => {
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** The user as a fresh page load asks for it. */
async function userOfNewPage(): Promise<User | null> {
  const client = createQueryClient(() => undefined);
  return client.fetchQuery(userQueryOptions());
}

describe('the player last seen signed in on this device', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is still the user when the session check gets no answer (offline, server down)', async () => {
    network(
      () => answer(200, { user: player }),
      offline,
      () => answer(503, { message: 'Service unavailable' }),
    );
    expect(await userOfNewPage()).toEqual(player);
    expect(await userOfNewPage()).toEqual(player);
    expect(await userOfNewPage()).toEqual(player);
  });

  it('is asked for again once the network is back, and the answer is stored as new', async () => {
    network(
      () => answer(200, { user: player }),
      offline,
      () => answer(200, { user: { ...player, teamName: 'Renamed' } }),
    );
    await userOfNewPage();
    const client = createQueryClient(() => undefined);
    expect(await client.fetchQuery(userQueryOptions())).toEqual(player);
    // Kept from the device: stale at once, so a reconnect or the next screen asks the server.
    expect(await client.fetchQuery(userQueryOptions())).toMatchObject({ teamName: 'Renamed' });
    network(offline);
    expect(await userOfNewPage()).toMatchObject({ teamName: 'Renamed' });
  });

  it('is forgotten when the session check answers no user', async () => {
    network(
      () => answer(200, { user: player }),
      () => answer(200, { user: null }),
      offline,
    );
    expect(await userOfNewPage()).toEqual(player);
    expect(await userOfNewPage()).toBeNull();
    expect(window.localStorage.getItem(LAST_USER_KEY)).toBeNull();
    expect(await userOfNewPage()).toBeNull();
  });

  it('is forgotten at sign-out, and a sign-in names the next one', async () => {
    network(() => answer(200, { user: player }), offline, offline);
    const client = createQueryClient(() => undefined);
    await client.fetchQuery(userQueryOptions());
    client.setQueryData(userQueryKey, null);
    expect(window.localStorage.getItem(LAST_USER_KEY)).toBeNull();
    expect(await userOfNewPage()).toBeNull();
    client.setQueryData(userQueryKey, { ...player, id: 8, email: 'next@example.test' });
    expect(await userOfNewPage()).toMatchObject({ id: 8, email: 'next@example.test' });
  });

  it('is not the user when the server refuses the check', async () => {
    network(
      () => answer(200, { user: player }),
      () => answer(429, { message: 'Too many requests' }),
    );
    await userOfNewPage();
    expect(await userOfNewPage()).toBeNull();
  });

  it('is forgotten once their session cannot be alive any more (unused for 14 days)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    network(() => answer(200, { user: player }), offline, offline);
    await userOfNewPage();
    vi.setSystemTime(new Date(Date.now() + SESSION_LIFETIME.idleMs - 60_000));
    expect(await userOfNewPage()).toEqual(player);
    // Answered from the device's record: that is no sign of life, the clock is not reset.
    vi.setSystemTime(new Date(Date.now() + 2 * 60_000));
    expect(await userOfNewPage()).toBeNull();
    expect(window.localStorage.getItem(LAST_USER_KEY)).toBeNull();
  });
});
