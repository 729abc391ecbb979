import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminCompetition } from '../../contract/admin-competitions';
import type { CompetitionEntry } from '../../contract/competitions';
import { E2E_ADMIN } from './global-setup';

const day = 24 * 60 * 60 * 1000;

export type ScoringCompetition = {
  competition: AdminCompetition;
  /** The rider's name of start number n (1-based). */
  rider: (n: number) => string;
  horse: (n: number) => string;
  entries: () => Promise<CompetitionEntry[]>;
  remove: () => Promise<void>;
};

/** Signs the request context in as the journeys' administrator. */
export async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { origin: baseURL },
  });
  expect(login.status()).toBe(200);
}

/**
 * A competition of the journey's own that has not started: it starts in 30 days, its deadline the
 * day before (the administrator signed in already).
 */
export async function createUpcomingCompetition(
  request: APIRequestContext,
  baseURL: string,
  {
    name,
    level = 'CCI4*-S',
    status = 'pending',
  }: { name: string; level?: string; status?: 'pending' | 'open' },
): Promise<AdminCompetition> {
  const now = Date.now();
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  const created = await request.post('/api/admin/competitions', {
    headers: { origin: baseURL },
    data: {
      name,
      startDate: isoDay(now + 30 * day),
      endDate: isoDay(now + 33 * day),
      deadline: new Date(now + 29 * day).toISOString(),
      level,
      status,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as AdminCompetition;
}

/**
 * A competition of its own (live unless asked) with `riders` entries from a start list (start order 1…n), for a
 * journey that scores them; `remove` deletes it again.
 */
export async function createScoringCompetition(
  request: APIRequestContext,
  baseURL: string,
  {
    riders,
    label,
    status = 'live',
  }: { riders: number; label: string; status?: 'pending' | 'live' },
): Promise<ScoringCompetition> {
  const headers = { origin: baseURL };
  await signInAsAdmin(request, baseURL);
  const stamp = Date.now().toString(36);
  const rider = (n: number) => `${label}${stamp} Rider ${n}`;
  const horse = (n: number) => `${label} Horse ${n}`;
  const created = await request.post('/api/admin/competitions', {
    headers,
    data: {
      name: `${label} Trials ${stamp}`,
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 2 * day).toISOString(),
      deadline: new Date(Date.now() - 2 * day).toISOString(),
      level: 'CCI4*-S',
      status,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const competition = (await created.json()) as AdminCompetition;
  const startlist = [
    'start_order,rider,nationality,horse',
    ...Array.from({ length: riders }, (_, i) => `${i + 1},${rider(i + 1)},GBR,${horse(i + 1)}`),
  ].join('\n');
  const uploaded = await request.post(`/api/admin/competitions/${competition.id}/startlist`, {
    headers,
    multipart: {
      startlist: { name: 'startlist.csv', mimeType: 'text/csv', buffer: Buffer.from(startlist) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return {
    competition,
    rider,
    horse,
    entries: async () =>
      (await (
        await request.get(`/api/admin/competitions/${competition.id}/entries`)
      ).json()) as CompetitionEntry[],
    remove: async () => {
      await request.delete(`/api/admin/competitions/${competition.id}`, { headers });
    },
  };
}
