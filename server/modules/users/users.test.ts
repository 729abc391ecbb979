import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FantasyTeam } from '../../../contract/fantasy';
import type { Leaderboard } from '../../../contract/leaderboards';
import { USER_MESSAGES } from '../../../contract/users';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';

const DAY = 24 * 60 * 60 * 1000;

describe('player settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const setTeamName = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.request({
      method: 'PUT',
      url: '/api/user/team-name',
      payload,
      ...(cookie ? { cookie } : {}),
    });

  it('sets the team name (trimmed) and answers with the user', async () => {
    const { user, cookie } = await signedInUser(t.db, t.clock.now());
    const response = await setTeamName(cookie, { teamName: '  Thunder Hooves ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Team name updated successfully!',
      user: { id: user.id, teamName: 'Thunder Hooves' },
    });
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(me.json()).toMatchObject({ teamName: 'Thunder Hooves' });
  });

  it('renames the teams already saved, so every board shows the one team name', async () => {
    const { user, cookie } = await signedInUser(t.db, t.clock.now());
    const competition = await buildCompetition(t.db, t.clock.now());
    const entries = [];
    for (let i = 0; i < 5; i += 1) entries.push(await buildEntry(t.db, competition.id));
    const saved = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie,
      payload: {
        competitionId: competition.id,
        selections: entries.map((entry) => ({ competitionEntryId: entry.id })),
      },
    });
    expect(saved.json()).toMatchObject({ teamName: 'My Team' });
    expect((await setTeamName(cookie, { teamName: 'Quinn Riders' })).statusCode).toBe(200);
    const board = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}/leaderboard`,
      cookie,
    });
    expect(board.json<Leaderboard>().me).toMatchObject({
      userId: user.id,
      teamName: 'Quinn Riders',
    });
    const mine = await t.request({ method: 'GET', url: '/api/fantasy/teams', cookie });
    expect(mine.json<FantasyTeam[]>().map((team) => team.teamName)).toEqual(['Quinn Riders']);
  });

  it.each([[''], ['   '], [undefined]])('refuses an empty team name (%o)', async (teamName) => {
    const { cookie } = await signedInUser(t.db, t.clock.now());
    const response = await setTeamName(cookie, teamName === undefined ? {} : { teamName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'teamName: Team name cannot be empty',
      field: 'teamName',
    });
  });

  it('refuses a team name longer than 50 characters', async () => {
    const { cookie } = await signedInUser(t.db, t.clock.now());
    const response = await setTeamName(cookie, { teamName: 'x'.repeat(51) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `teamName: ${USER_MESSAGES.teamNameTooLong}`,
      field: 'teamName',
    });
  });

  it('refuses an offensive team name with a clear message, however disguised', async () => {
    const { user, cookie } = await signedInUser(t.db, t.clock.now(), { teamName: 'Before' });
    const response = await setTeamName(cookie, { teamName: 'Sh1t Riders' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: USER_MESSAGES.teamNameOffensive,
      field: 'teamName',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.teamName).toBe('Before');
  });

  it('ignores isAdmin, emailVerified, membershipType and email in the body', async () => {
    const { user, cookie } = await signedInUser(t.db, t.clock.now(), { emailVerified: false });
    const response = await setTeamName(cookie, {
      teamName: 'Honest Team',
      isAdmin: true,
      emailVerified: true,
      membershipType: 'premium',
      email: 'other@example.test',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      teamName: 'Honest Team',
      isAdmin: false,
      emailVerified: false,
      membershipType: 'free',
      email: user.email,
    });
  });

  it('needs a signed-in player', async () => {
    const response = await setTeamName(undefined, { teamName: 'Nobody' });
    expect(response.statusCode).toBe(401);
    const trial = await t.request({ method: 'POST', url: '/api/user/premium/trial' });
    expect(trial.statusCode).toBe(401);
  });

  it('starts a 7-day premium trial once; it ends on its own', async () => {
    const start = t.clock.now();
    const { cookie } = await signedInUser(t.db, start);
    const trial = await t.request({ method: 'POST', url: '/api/user/premium/trial', cookie });
    expect(trial.statusCode).toBe(200);
    expect(trial.json()).toMatchObject({
      message: 'Your 7-day free Premium trial has started.',
      user: {
        membershipType: 'premium',
        premiumUntil: new Date(start.getTime() + 7 * DAY).toISOString(),
      },
    });
    const again = await t.request({ method: 'POST', url: '/api/user/premium/trial', cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You are already a Premium member.' });

    t.clock.set(new Date(start.getTime() + 7 * DAY - 1000));
    const during = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(during.json()).toMatchObject({ membershipType: 'premium' });
    t.clock.set(new Date(start.getTime() + 7 * DAY + 1000));
    const after = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(after.json()).toMatchObject({ membershipType: 'free' });
    const third = await t.request({ method: 'POST', url: '/api/user/premium/trial', cookie });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: 'You have already used your free trial.' });
    t.clock.set(start);
  });

  it('starts the trial once when a new player asks twenty times at once', async () => {
    const { cookie } = await signedInUser(t.db, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({ method: 'POST', url: '/api/user/premium/trial', cookie }),
      ),
    );
    const started = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect([started.length, refused.length]).toEqual([1, 19]);
    expect(started[0]?.json()).toMatchObject({ message: USER_MESSAGES.trialStarted });
    for (const answer of refused) {
      expect(answer.json()).toEqual({ message: 'You are already a Premium member.' });
    }
  });
});
