import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FantasyTeam, SelectionStats, UserTeam } from '../../../contract/fantasy';
import {
  competitionEntries,
  competitions,
  fantasyTeamSelections,
  fantasyTeams,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';

describe('fantasy teams API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A competition with entries at these prices (in millions). */
  async function competitionWithEntries(
    prices: string[],
    overrides: Parameters<typeof buildCompetition>[2] = {},
  ) {
    const competition = await buildCompetition(t.db, t.clock.now(), overrides);
    const entries = [];
    for (const [index, price] of prices.entries()) {
      entries.push(await buildEntry(t.db, competition.id, { price, startOrder: index + 1 }));
    }
    return { competition, entries, ids: entries.map((entry) => entry.id) };
  }

  const save = (cookie: string, competitionId: number, ids: number[], extra = {}) =>
    t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie,
      payload: {
        competitionId,
        selections: ids.map((competitionEntryId) => ({ competitionEntryId })),
        ...extra,
      },
    });

  const player = () => signedInUser(t.db, t.clock.now());

  it('saves five picks within budget at the database prices, ignoring the client totals', async () => {
    const { competition, ids } = await competitionWithEntries(['2.0', '2.0', '2.0', '2.0', '1.5']);
    const { cookie, user } = await player();
    const response = await save(cookie, competition.id, ids, { totalBudget: 99, totalSpent: 0.1 });
    expect(response.statusCode).toBe(200);
    const team = response.json<FantasyTeam>();
    expect(team).toMatchObject({
      userId: user.id,
      competitionId: competition.id,
      teamName: 'My Team',
      totalBudget: 10,
      totalSpent: 9.5,
      totalPoints: 0,
    });
    expect(team.selections.map((selection) => selection.competitionEntryId)).toEqual(ids);
    expect(team.selections[4]).toMatchObject({ price: 1.5, points: 0, withdrawn: false });
  });

  it('accepts exactly 10.0 computed in tenths (3.3 + 3.3 + 1.1 + 1.1 + 1.2)', async () => {
    const { competition, ids } = await competitionWithEntries(['3.3', '3.3', '1.1', '1.1', '1.2']);
    const response = await save((await player()).cookie, competition.id, ids);
    expect(response.statusCode).toBe(200);
    expect(response.json<FantasyTeam>().totalSpent).toBe(10);
  });

  it('refuses an over-budget team with the remaining budget before the pick that breaks it', async () => {
    const { competition, ids } = await competitionWithEntries(['2.5', '2.5', '2.5', '2.0', '0.6']);
    const response = await save((await player()).cookie, competition.id, ids, {
      totalSpent: 9.9,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This would exceed your 10m budget. You have 0.5m remaining.',
      field: 'selections',
    });
  });

  it('refuses a sixth pick', async () => {
    const { competition, ids } = await competitionWithEntries([
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
    ]);
    const response = await save((await player()).cookie, competition.id, ids);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'You can only select 5 competitors',
      field: 'selections',
    });
  });

  it('refuses a duplicate pick', async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0']);
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const response = await save((await player()).cookie, competition.id, [
      first,
      second,
      third,
      fourth,
      first,
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'This competitor is already in your team',
    );
  });

  it('refuses fewer than five picks', async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0']);
    const response = await save((await player()).cookie, competition.id, ids);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'You must select exactly 5 competitors',
    );
  });

  it('refuses a withdrawn entry (any phase WD)', async () => {
    const { competition, ids, entries } = await competitionWithEntries([
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
    ]);
    const withdrawn = entries[2];
    if (!withdrawn) throw new Error('no entry');
    await t.db
      .update(competitionEntries)
      .set({ xcStatus: 'WD' })
      .where(eq(competitionEntries.id, withdrawn.id));
    const response = await save((await player()).cookie, competition.id, ids);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /has withdrawn and cannot be selected\.$/,
    );
  });

  it('refuses an entry of another competition and an unknown entry', async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0']);
    const other = await competitionWithEntries(['1.0']);
    const foreign = other.ids[0] ?? 0;
    const response = await save((await player()).cookie, competition.id, [...ids, foreign]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Competitor ${foreign} is not entered in this competition.`,
      field: 'selections',
    });
    const unknown = await save((await player()).cookie, competition.id, [...ids, 999999]);
    expect(unknown.json<{ message: string }>().message).toBe(
      'Competitor 999999 is not entered in this competition.',
    );
  });

  it('accepts a save one second before the deadline and refuses one a second after it (409)', async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0', '1.0']);
    const { cookie } = await player();
    const deadline = competition.deadline.getTime();
    try {
      t.clock.set(new Date(deadline - 1000));
      expect((await save(cookie, competition.id, ids)).statusCode).toBe(200);
      t.clock.set(new Date(deadline + 1000));
      const late = await save(cookie, competition.id, ids);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        message: 'Team selections are closed: the deadline for this competition has passed.',
      });
    } finally {
      t.clock.set(new Date('2026-06-01T12:00:00Z'));
    }
  });

  it('refuses changes while the competition is live or completed (409)', async () => {
    const live = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0', '1.0'], {
      status: 'live',
      isLive: true,
    });
    const { cookie } = await player();
    const response = await save(cookie, live.competition.id, live.ids);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Team selections are closed: this competition is live.',
    );
    const done = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0', '1.0'], {
      status: 'completed',
    });
    const completed = await save(cookie, done.competition.id, done.ids);
    expect(completed.statusCode).toBe(409);
    expect(completed.json<{ message: string }>().message).toBe(
      'Team selections are closed: this competition is completed.',
    );
  });

  it('replaces the previous picks of the player in one save', async () => {
    const { competition, ids } = await competitionWithEntries([
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
    ]);
    const { cookie } = await player();
    const first = await save(cookie, competition.id, ids.slice(0, 5));
    const second = await save(cookie, competition.id, ids.slice(2, 7));
    expect(second.json<FantasyTeam>().id).toBe(first.json<FantasyTeam>().id);
    const rows = await t.db
      .select()
      .from(fantasyTeamSelections)
      .where(eq(fantasyTeamSelections.fantasyTeamId, second.json<FantasyTeam>().id));
    expect(rows.map((row) => row.competitionEntryId).sort()).toEqual(ids.slice(2, 7).sort());
  });

  it('leaves one consistent team after two concurrent saves by the same player', async () => {
    const { competition, ids } = await competitionWithEntries([
      '2.0',
      '2.0',
      '2.0',
      '2.0',
      '2.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
    ]);
    const { cookie, user } = await player();
    const a = ids.slice(0, 5);
    const b = ids.slice(5, 10);
    const responses = await Promise.all([
      save(cookie, competition.id, a),
      save(cookie, competition.id, b),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const teams = await t.db.select().from(fantasyTeams).where(eq(fantasyTeams.userId, user.id));
    expect(teams).toHaveLength(1);
    const team = teams[0];
    if (!team) throw new Error('no team');
    const picked = (
      await t.db
        .select()
        .from(fantasyTeamSelections)
        .where(eq(fantasyTeamSelections.fantasyTeamId, team.id))
    )
      .map((row) => row.competitionEntryId)
      .sort();
    const expected = [a, b].find((set) => [...set].sort().join() === picked.join());
    expect(expected).toBeDefined();
    expect(team.totalSpent).toBe(expected === a ? '10.0' : '5.0');
  });

  it('keeps the picks, spend, points and standings of one save when many saves of a player race', async () => {
    const prices = ['2.0', '2.0', '2.0', '2.0', '2.0', '1.0', '1.0', '1.0', '1.0', '1.0'];
    const { competition, ids } = await competitionWithEntries(prices);
    for (const [index, id] of ids.entries()) {
      await t.db
        .update(competitionEntries)
        .set({ totalPts: `${index + 1}.5` })
        .where(eq(competitionEntries.id, id));
    }
    const { cookie, user } = await player();
    const sets = [0, 1, 2, 3, 4, 5].map((shift) =>
      [0, 1, 2, 3, 4].map((k) => ids[(shift + k * 2) % ids.length] ?? 0),
    );
    const responses = await Promise.all(sets.map((set) => save(cookie, competition.id, set)));
    expect(responses.map((response) => response.statusCode)).toEqual(sets.map(() => 200));
    const teams = await t.db.select().from(fantasyTeams).where(eq(fantasyTeams.userId, user.id));
    expect(teams).toHaveLength(1);
    const [team] = teams;
    if (!team) throw new Error('no team');
    const picked = (
      await t.db
        .select()
        .from(fantasyTeamSelections)
        .where(eq(fantasyTeamSelections.fantasyTeamId, team.id))
    ).map((row) => row.competitionEntryId);
    const winner = sets.find((set) => [...set].sort().join() === [...picked].sort().join());
    if (!winner) throw new Error(`picks ${picked.join()} are none of the saves`);
    const tenthsOf = (id: number) => ids.indexOf(id);
    const spent = winner.reduce((sum, id) => sum + Number(prices[tenthsOf(id)]) * 10, 0);
    const points = winner.reduce((sum, id) => sum + (tenthsOf(id) + 1) * 10 + 5, 0);
    expect(team.totalSpent).toBe((spent / 10).toFixed(1));
    // Points count once the scores are published.
    await t.db
      .update(competitions)
      .set({ status: 'live', isLive: true })
      .where(eq(competitions.id, competition.id));
    await t.app.deps.standings.onCompetitionChanged(competition.id);
    const mine = await t.request({
      method: 'GET',
      url: `/api/fantasy/teams/${competition.id}`,
      cookie,
    });
    expect(mine.json<FantasyTeam>().totalPoints).toBe(points / 10);
    for (const scope of ['overall', 'season:2026', 'month:2026-06']) {
      const standing = await t.app.deps.standings.playerStanding(scope, user.id);
      expect(standing?.total).toBe(points);
    }
  });

  it('takes a team name of at most 50 characters, as the profile does', async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0', '1.0']);
    const { cookie } = await player();
    const long = await save(cookie, competition.id, ids, { teamName: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'teamName: Team name can be at most 50 characters long',
      field: 'teamName',
    });
    const fits = await save(cookie, competition.id, ids, { teamName: ` ${'x'.repeat(50)} ` });
    expect(fits.statusCode).toBe(200);
  });

  it('answers and stores the picks in the order of the last save', async () => {
    const { competition, ids } = await competitionWithEntries([
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
    ]);
    const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number];
    const { cookie } = await player();
    await save(cookie, competition.id, [a, b, c, d, e], { teamName: 'Eventers' });
    const again = await save(cookie, competition.id, [e, d, f, b, a]);
    const order = (team: FantasyTeam) => team.selections.map((pick) => pick.competitionEntryId);
    expect(order(again.json<FantasyTeam>())).toEqual([e, d, f, b, a]);
    const read = await t.request({
      method: 'GET',
      url: `/api/fantasy/teams/${competition.id}`,
      cookie,
    });
    expect(order(read.json<FantasyTeam>())).toEqual([e, d, f, b, a]);
    expect(read.json<FantasyTeam>()).toEqual(again.json<FantasyTeam>());
  });

  it('asks visitors to sign in and answers 404 for an unknown competition', async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0', '1.0']);
    const visitor = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      payload: {
        competitionId: competition.id,
        selections: ids.map((id) => ({ competitionEntryId: id })),
      },
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await save((await player()).cookie, 999999, ids);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Competition not found' });
  });

  it('names the field of a malformed body and never answers 500', async () => {
    const { cookie } = await player();
    for (const payload of [
      { competitionId: 'x', selections: [] },
      { competitionId: 1, selections: 'all' },
      { competitionId: 1, selections: [{ competitionEntryId: -1 }] },
      {},
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/fantasy/teams',
        cookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
  });

  it('reads the player teams, the team of a competition (null before a save) and its picks', async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0', '1.0']);
    const { cookie } = await player();
    const before = await t.request({
      method: 'GET',
      url: `/api/fantasy/teams/${competition.id}`,
      cookie,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    const saved = (await save(cookie, competition.id, ids)).json<FantasyTeam>();
    const mine = await t.request({
      method: 'GET',
      url: `/api/fantasy/teams/${competition.id}`,
      cookie,
    });
    expect(mine.json<FantasyTeam>().id).toBe(saved.id);
    const all = await t.request({ method: 'GET', url: '/api/fantasy/teams', cookie });
    expect(all.json<FantasyTeam[]>().map((team) => team.id)).toEqual([saved.id]);
    const picks = await t.request({
      method: 'GET',
      url: `/api/fantasy/teams/${saved.id}/selections`,
      cookie,
    });
    expect(picks.json<unknown[]>()).toHaveLength(5);
    const anonymous = await t.request({ method: 'GET', url: '/api/fantasy/teams' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows other players' picks only after the deadline; one's own always", async () => {
    const { competition, ids } = await competitionWithEntries(['1.0', '1.0', '1.0', '1.0', '1.0']);
    const owner = await player();
    const other = await player();
    const team = (await save(owner.cookie, competition.id, ids)).json<FantasyTeam>();
    const dialogUrl = `/api/fantasy/users/${owner.user.id}/competitions/${competition.id}/team`;
    const hidden = await t.request({ method: 'GET', url: dialogUrl, cookie: other.cookie });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({
      message: "Other players' teams are shown once the selection deadline has passed.",
    });
    const hiddenPicks = await t.request({
      method: 'GET',
      url: `/api/fantasy/teams/${team.id}/selections`,
      cookie: other.cookie,
    });
    expect(hiddenPicks.statusCode).toBe(403);
    const own = await t.request({ method: 'GET', url: dialogUrl, cookie: owner.cookie });
    expect(own.statusCode).toBe(200);
    try {
      t.clock.set(new Date(competition.deadline.getTime() + 1000));
      const shown = await t.request({ method: 'GET', url: dialogUrl, cookie: other.cookie });
      expect(shown.statusCode).toBe(200);
      expect(shown.json<UserTeam>()).toMatchObject({
        team: { id: team.id, userId: owner.user.id, teamName: 'My Team', rank: 1, totalSpent: 5 },
      });
      expect(shown.json<UserTeam>().selections).toHaveLength(5);
    } finally {
      t.clock.set(new Date('2026-06-01T12:00:00Z'));
    }
    const none = await t.request({
      method: 'GET',
      url: `/api/fantasy/users/${other.user.id}/competitions/${competition.id}/team`,
      cookie: owner.cookie,
    });
    expect(none.statusCode).toBe(404);
  });

  it('gives the share of teams that picked each entry', async () => {
    const { competition, ids } = await competitionWithEntries([
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
      '1.0',
    ]);
    await save((await player()).cookie, competition.id, ids.slice(0, 5));
    await save((await player()).cookie, competition.id, ids.slice(0, 5));
    await save((await player()).cookie, competition.id, ids.slice(1, 6));
    // Exact shares once picks are public (before the deadline, see selection-stats.test.ts).
    await t.db
      .update(competitions)
      .set({ deadline: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(competitions.id, competition.id));
    const response = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}/selection-stats`,
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<SelectionStats>();
    expect(stats.totalTeams).toBe(3);
    expect(stats.selectionPercentage[String(ids[0])]).toBe(66.7);
    expect(stats.selectionPercentage[String(ids[1])]).toBe(100);
    expect(stats.selectionPercentage[String(ids[5])]).toBe(33.3);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/competitions/999999/selection-stats',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
