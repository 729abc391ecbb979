import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../../contract/leaderboards';
import {
  JOIN_CODE_ALPHABET,
  type JoinLeagueResponse,
  type League,
} from '../../../contract/leagues';
import { competitions, leagueMemberships, leagues } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildScoredTeam, buildUser, signedInUser } from '../../test/factories';
import { generateJoinCode, insertLeagueWithFreeCode, JOIN_CODE_ATTEMPTS } from './join-code';

type Player = Awaited<ReturnType<typeof signedInUser>>;

describe('private leagues', () => {
  let t: TestApp;
  let alice: Player;
  let bob: Player;
  let carol: Player;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: Player,
    payload?: object,
  ) =>
    t.request({
      method,
      url,
      ...(who ? { cookie: who.cookie } : {}),
      ...(payload ? { payload } : {}),
    });

  const create = async (who: Player, payload: object) => {
    const response = await send('POST', '/api/leagues', who, payload);
    expect(response.statusCode).toBe(200);
    return response.json<League>();
  };

  const memberCount = async (leagueId: number) => {
    const [row] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(leagueMemberships)
      .where(eq(leagueMemberships.leagueId, leagueId));
    return row?.total ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    alice = await signedInUser(t.db, now, { firstName: 'Alice', lastName: 'Ames' });
    bob = await signedInUser(t.db, now, { firstName: 'Bob', lastName: 'Boyd' });
    carol = await signedInUser(t.db, now, { firstName: 'Carol', lastName: 'Cole' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('join codes', () => {
    it('uses 4 upper-case characters without look-alikes', () => {
      expect(JOIN_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
      for (let i = 0; i < 500; i += 1) {
        expect(generateJoinCode()).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
      }
    });

    it('retries when a generated code is taken, and gives up after a bounded number of tries', async () => {
      await t.db.insert(leagues).values({ name: 'Taken', joinCode: 'AAAA' });
      const codes = ['AAAA', 'AAAA', 'BBBB'];
      const row = await insertLeagueWithFreeCode(
        t.db,
        { name: 'Retry' },
        () => codes.shift() ?? 'ZZZZ',
      );
      expect(row.joinCode).toBe('BBBB');
      let tries = 0;
      await expect(
        insertLeagueWithFreeCode(t.db, { name: 'Never' }, () => {
          tries += 1;
          return 'AAAA';
        }),
      ).rejects.toThrow('Could not generate a free join code. Please try again.');
      expect(tries).toBe(JOIN_CODE_ATTEMPTS);
    });
  });

  describe('create, list and read', () => {
    it('refuses visitors', async () => {
      expect((await send('GET', '/api/leagues/user')).statusCode).toBe(401);
      expect((await send('POST', '/api/leagues', undefined, { name: 'X' })).statusCode).toBe(401);
      expect((await send('POST', '/api/leagues/ABCD/join')).statusCode).toBe(401);
    });

    it('requires a name, trimmed', async () => {
      for (const payload of [{}, { name: '' }, { name: '   ' }]) {
        const response = await send('POST', '/api/leagues', alice, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'name: League name is required',
          field: 'name',
        });
      }
    });

    it('creates a private league with a generated code; the creator is its first member', async () => {
      const league = await create(alice, { name: '  Friday Riders  ', description: '' });
      expect(league).toMatchObject({
        name: 'Friday Riders',
        description: null,
        creatorId: alice.user.id,
        isPrivate: true,
        maxMembers: 10000,
        memberCount: 1,
        isMember: true,
        userRank: null,
      });
      expect(league.joinCode).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
      const list = (await send('GET', '/api/leagues/user', alice)).json<League[]>();
      expect(list.map((item) => item.id)).toContain(league.id);
      expect((await send('GET', `/api/leagues/${league.id}`, alice)).json<League>().id).toBe(
        league.id,
      );
    });

    it('hides a private league from non-members', async () => {
      const league = await create(alice, { name: 'Secret' });
      const response = await send('GET', `/api/leagues/${league.id}`, bob);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'League not found' });
      expect((await send('GET', '/api/leagues/999999', alice)).statusCode).toBe(404);
      expect((await send('GET', '/api/leagues/abc', alice)).json()).toEqual({
        message: 'id must be a whole number from 1 to 2147483647',
        field: 'id',
      });
    });

    it("ranks the player in each league by the members' current-season standings", async () => {
      const league = await create(alice, { name: 'Ranked' });
      await send('POST', `/api/leagues/${league.joinCode}/join`, bob);
      await send('POST', `/api/leagues/${league.joinCode}/join`, carol);
      const outsider = await buildUser(t.db);
      const now = t.clock.now();
      const thisSeason = await buildCompetition(t.db, now, {
        status: 'completed',
        startDate: new Date('2026-04-10T09:00:00Z'),
      });
      const lastSeason = await buildCompetition(t.db, now, {
        status: 'completed',
        startDate: new Date('2025-04-10T09:00:00Z'),
      });
      await buildScoredTeam(t.db, thisSeason.id, alice.user.id, '50.5');
      await buildScoredTeam(t.db, thisSeason.id, bob.user.id, '80.0');
      await buildScoredTeam(t.db, thisSeason.id, carol.user.id, '80.0');
      await buildScoredTeam(t.db, thisSeason.id, outsider.id, '99.0');
      await buildScoredTeam(t.db, lastSeason.id, alice.user.id, '100.0');
      await t.app.deps.standings.reconcile();
      const rankIn = async (who: Player) =>
        (await send('GET', '/api/leagues/user', who))
          .json<League[]>()
          .find((l) => l.id === league.id);
      expect(await rankIn(alice)).toMatchObject({ userRank: 3, memberCount: 3 });
      expect((await rankIn(bob))?.userRank).toBe(1);
      expect((await rankIn(carol))?.userRank).toBe(1);
      await t.db
        .delete(competitions)
        .where(inArray(competitions.id, [thisSeason.id, lastSeason.id]));
      await t.app.deps.standings.reconcile();
    });
  });

  describe('joining', () => {
    it('joins by code in the path (any case) and by code in the body', async () => {
      const league = await create(alice, { name: 'Joinable' });
      const byPath = await send('POST', `/api/leagues/${league.joinCode.toLowerCase()}/join`, bob);
      expect(byPath.statusCode).toBe(200);
      expect(byPath.json<JoinLeagueResponse>()).toMatchObject({
        message: 'Joined league successfully!',
        league: { id: league.id, memberCount: 2, isMember: true },
      });
      const byBody = await send('POST', '/api/leagues/join', carol, {
        joinCode: ` ${league.joinCode} `,
      });
      expect(byBody.statusCode).toBe(200);
      expect(await memberCount(league.id)).toBe(3);
    });

    it('answers 409 to an existing member, 404 to an unknown code, 400 to a malformed code', async () => {
      const league = await create(alice, { name: 'Once' });
      for (const response of [
        await send('POST', `/api/leagues/${league.joinCode}/join`, alice),
        await send('POST', '/api/leagues/join', alice, { joinCode: league.joinCode }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'You are already a member of this league.' });
      }
      await t.db.insert(leagues).values({ name: 'Z', joinCode: 'QQQQ' }).onConflictDoNothing();
      await t.db.delete(leagues).where(eq(leagues.joinCode, 'QQQQ'));
      for (const response of [
        await send('POST', '/api/leagues/QQQQ/join', bob),
        await send('POST', '/api/leagues/join', bob, { joinCode: 'qqqq' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'League not found' });
      }
      const short = await send('POST', '/api/leagues/join', bob, { joinCode: 'ABC' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        message: 'joinCode: Join code must be exactly 4 characters',
        field: 'joinCode',
      });
      expect((await send('POST', '/api/leagues/ABCDE/join', bob)).statusCode).toBe(400);
      expect((await send('POST', '/api/leagues/join', bob, {})).statusCode).toBe(400);
    });

    it('refuses a join when the league is full', async () => {
      const league = await create(alice, { name: 'Tiny' });
      await t.db.update(leagues).set({ maxMembers: 2 }).where(eq(leagues.id, league.id));
      expect((await send('POST', `/api/leagues/${league.joinCode}/join`, bob)).statusCode).toBe(
        200,
      );
      const full = await send('POST', `/api/leagues/${league.joinCode}/join`, carol);
      expect(full.statusCode).toBe(422);
      expect(full.json()).toEqual({ message: 'This league is full.' });
      expect(await memberCount(league.id)).toBe(2);
    });

    it('lets exactly one of 50 simultaneous joins take the last place', async () => {
      const league = await create(alice, { name: 'Last place' });
      await t.db.update(leagues).set({ maxMembers: 3 }).where(eq(leagues.id, league.id));
      await send('POST', `/api/leagues/${league.joinCode}/join`, bob);
      const now = t.clock.now();
      const racers = await Promise.all(Array.from({ length: 50 }, () => signedInUser(t.db, now)));
      // Fifty players at fifty addresses: joins running at once from one address all count
      // against its join limit until their code proves real (see docs/decisions/022-*.md).
      const responses = await Promise.all(
        racers.map((racer, index) =>
          t.request({
            method: 'POST',
            cookie: racer.cookie,
            remoteAddress: `10.77.0.${index + 1}`,
            ...(index % 2 === 0
              ? { url: `/api/leagues/${league.joinCode}/join` }
              : { url: '/api/leagues/join', payload: { joinCode: league.joinCode } }),
          }),
        ),
      );
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 422)).toHaveLength(49);
      expect(await memberCount(league.id)).toBe(3);
    });
  });

  describe('creator-only edit and delete', () => {
    it("refuses a member's edit and delete with 403, and a non-member's with 404", async () => {
      const league = await create(alice, { name: 'Owned', description: 'Ours' });
      await send('POST', `/api/leagues/${league.joinCode}/join`, bob);
      const edit = await send('PUT', `/api/leagues/${league.id}`, bob, { name: 'Hijacked' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual({ message: 'Only the league creator can edit this league.' });
      const remove = await send('DELETE', `/api/leagues/${league.id}`, bob);
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual({ message: 'Only the league creator can delete this league.' });
      expect(
        (await send('PUT', `/api/leagues/${league.id}`, carol, { name: 'X' })).statusCode,
      ).toBe(404);
      expect((await send('DELETE', `/api/leagues/${league.id}`, carol)).statusCode).toBe(404);
      expect((await send('GET', `/api/leagues/${league.id}`, alice)).json<League>().name).toBe(
        'Owned',
      );
      expect(await memberCount(league.id)).toBe(2);
    });

    it('lets the creator rename (trimmed), clear the description and delete with the memberships', async () => {
      const league = await create(alice, { name: 'Before', description: 'Text' });
      await send('POST', `/api/leagues/${league.joinCode}/join`, bob);
      const blank = await send('PUT', `/api/leagues/${league.id}`, alice, { name: '  ' });
      expect(blank.json()).toEqual({ message: 'name: League name is required', field: 'name' });
      const edited = await send('PUT', `/api/leagues/${league.id}`, alice, { name: ' After ' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<League>()).toMatchObject({
        name: 'After',
        description: null,
        joinCode: league.joinCode,
      });
      const removed = await send('DELETE', `/api/leagues/${league.id}`, alice);
      expect(removed.json()).toEqual({ message: 'League deleted successfully' });
      expect(await memberCount(league.id)).toBe(0);
      expect((await send('GET', `/api/leagues/${league.id}`, alice)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/leagues/${league.id}`, alice)).statusCode).toBe(404);
      const list = (await send('GET', '/api/leagues/user', bob)).json<League[]>();
      expect(list.some((item) => item.id === league.id)).toBe(false);
    });
  });

  describe('league leaderboards', () => {
    let league: League;
    let competitionId: number;
    let outsider: Player;

    beforeAll(async () => {
      const now = t.clock.now();
      outsider = await signedInUser(t.db, now);
      league = await create(alice, { name: 'Boards' });
      await send('POST', `/api/leagues/${league.joinCode}/join`, bob);
      await send('POST', `/api/leagues/${league.joinCode}/join`, carol);
      const competition = await buildCompetition(t.db, now, {
        status: 'completed',
        name: 'League Trials',
        startDate: new Date('2026-05-10T09:00:00Z'),
      });
      competitionId = competition.id;
      // June: Carol's and the outsider's second teams (season 2026, another month).
      const june = await buildCompetition(t.db, now, {
        status: 'completed',
        startDate: new Date('2026-06-20T09:00:00Z'),
      });
      await buildScoredTeam(t.db, competitionId, alice.user.id, '70.0', 'A team');
      await buildScoredTeam(t.db, competitionId, bob.user.id, '90.5', 'B team');
      await buildScoredTeam(t.db, competitionId, carol.user.id, '70.0', 'C team');
      await buildScoredTeam(t.db, competitionId, outsider.user.id, '99.0', 'Out');
      await buildScoredTeam(t.db, june.id, carol.user.id, '50.0');
      await buildScoredTeam(t.db, june.id, outsider.user.id, '201.0');
      await t.app.deps.standings.reconcile();
    });

    const board = async (url: string, who: Player = alice) => {
      const response = await send('GET', url, who);
      expect(response.statusCode).toBe(200);
      return response.json<Leaderboard>();
    };
    const ranking = (leaderboard: Leaderboard) =>
      leaderboard.rows.map((row) => [row.userName, row.rank, row.totalPoints]);

    it("ranks the members' teams of a competition with shared ranks for ties", async () => {
      const result = await board(
        `/api/leagues/${league.id}/leaderboard/competition/${competitionId}`,
      );
      expect(ranking(result)).toEqual([
        ['Bob Boyd', 1, 90.5],
        ['Alice Ames', 2, 70],
        ['Carol Cole', 2, 70],
      ]);
      expect(result.players).toBe(3);
      expect(result.me).toMatchObject({ userId: alice.user.id, rank: 2, teamName: 'A team' });
      expect(result.scope).toEqual({ kind: 'competition', competitionId, name: 'League Trials' });
      const limited = await board(
        `/api/leagues/${league.id}/leaderboard/competition/${competitionId}?limit=1`,
        carol,
      );
      expect(limited.rows).toHaveLength(1);
      expect(limited.me?.rank).toBe(2);
    });

    it('ranks members by month and by season, the current season by default', async () => {
      expect(ranking(await board(`/api/leagues/${league.id}/leaderboard/month/2026/5`))).toEqual([
        ['Bob Boyd', 1, 90.5],
        ['Alice Ames', 2, 70],
        ['Carol Cole', 2, 70],
      ]);
      expect(ranking(await board(`/api/leagues/${league.id}/leaderboard/month/5`))).toHaveLength(3);
      const season = await board(`/api/leagues/${league.id}/leaderboard/season/2026`);
      expect(ranking(season)).toEqual([
        ['Carol Cole', 1, 120],
        ['Bob Boyd', 2, 90.5],
        ['Alice Ames', 3, 70],
      ]);
      expect(season.me).toMatchObject({ userId: alice.user.id, rank: 3 });
      expect(await board(`/api/leagues/${league.id}/leaderboard/season`)).toEqual(season);
      const june = await board(`/api/leagues/${league.id}/leaderboard/month/2026/6`);
      expect(ranking(june)).toEqual([['Carol Cole', 1, 50]]);
      const empty = await board(`/api/leagues/${league.id}/leaderboard/month/2026/7`);
      expect(empty).toMatchObject({ rows: [], players: 0, me: null });
    });

    it('refuses outsiders, visitors and malformed periods', async () => {
      const response = await send(
        'GET',
        `/api/leagues/${league.id}/leaderboard/season/2026`,
        outsider,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'League not found' });
      expect(
        (await send('GET', `/api/leagues/${league.id}/leaderboard/season/2026`)).statusCode,
      ).toBe(401);
      const month = await send('GET', `/api/leagues/${league.id}/leaderboard/month/2026/13`, alice);
      expect(month.json()).toEqual({
        message: 'month must be a whole number from 1 to 12',
        field: 'month',
      });
      const missing = await send(
        'GET',
        `/api/leagues/${league.id}/leaderboard/competition/999999`,
        alice,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Competition not found' });
      const outsiderMissing = await send(
        'GET',
        `/api/leagues/${league.id}/leaderboard/competition/999999`,
        outsider,
      );
      expect(outsiderMissing.json()).toEqual({ message: 'League not found' });
      const noLeague = await send('GET', '/api/leagues/999999/leaderboard/season/2026', alice);
      expect(noLeague.statusCode).toBe(404);
      expect(noLeague.json()).toEqual({ message: 'League not found' });
    });

    it("gives the viewer's own row and rank below the top rows, and lets admins and public leagues in", async () => {
      const season = await board(`/api/leagues/${league.id}/leaderboard/season/2026?limit=1`, bob);
      expect(ranking(season)).toEqual([['Carol Cole', 1, 120]]);
      expect(season.players).toBe(3);
      // Bob led the league after May; Carol's June passed him.
      expect(season.me).toEqual({
        rank: 2,
        movement: -1,
        teamId: null,
        userId: bob.user.id,
        userName: 'Bob Boyd',
        userNationality: bob.user.nationality,
        teamName: bob.user.teamName ?? 'My Team',
        totalPoints: 90.5,
        selections: [],
      });
      const admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
      const url = `/api/leagues/${league.id}/leaderboard/competition/${competitionId}`;
      const seenByAdmin = await board(url, admin);
      expect(ranking(seenByAdmin)).toEqual([
        ['Bob Boyd', 1, 90.5],
        ['Alice Ames', 2, 70],
        ['Carol Cole', 2, 70],
      ]);
      expect(seenByAdmin.me).toBeNull();
      const setPrivate = async (isPrivate: boolean) => {
        await t.db.update(leagues).set({ isPrivate }).where(eq(leagues.id, league.id));
        await t.app.deps.leagueMembers.changed(league.id);
      };
      await setPrivate(false);
      try {
        const seenByOutsider = await board(url, outsider);
        expect(seenByOutsider.players).toBe(3);
        expect(seenByOutsider.me).toBeNull();
      } finally {
        await setPrivate(true);
      }
    });
  });
});
