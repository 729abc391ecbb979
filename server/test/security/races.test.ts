import fc from 'fast-check';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athletes,
  competitionEntries,
  fantasyTeamSelections,
  fantasyTeams,
  leagueMemberships,
  pollOptions,
  pollVotes,
} from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../app';
import { buildCompetition, buildEntry, signedInUser } from '../factories';
import { multipart } from './access-matrix';

/**
 * Concurrent requests against the invariants that matter most: a league never takes more members
 * than it has places, a player votes once, a team is saved whole or not at all (never after the
 * deadline), parallel score saves leave one consistent entry, parallel imports create no twins.
 */
let t: TestApp;
let admin: string;
const RUNS = { numRuns: 4, seed: 12 };

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
});
afterAll(() => t.close());

const players = (n: number) =>
  Promise.all(
    Array.from({ length: n }, async () => (await signedInUser(t.db, t.clock.now())).cookie),
  );

const refusalIsClear = (status: number, body: string) =>
  status >= 400 &&
  status < 500 &&
  typeof (JSON.parse(body) as { message?: unknown }).message === 'string';

describe('races', { timeout: 120_000 }, () => {
  it('the last league place goes to exactly one player', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 2, max: 6 }),
        async (places, extra) => {
          const league = (
            await t.request({
              method: 'POST',
              url: '/api/admin/leagues',
              cookie: admin,
              payload: { name: 'Race League', maxMembers: places },
            })
          ).json<{ id: number; joinCode: string }>();
          const cookies = await players(places + extra);
          const answers = await Promise.all(
            cookies.map((cookie) =>
              t.request({
                method: 'POST',
                url: '/api/leagues/join',
                cookie,
                payload: { joinCode: league.joinCode },
              }),
            ),
          );
          const joined = answers.filter((answer) => answer.statusCode === 200).length;
          const [row] = await t.db
            .select({ n: count() })
            .from(leagueMemberships)
            .where(eq(leagueMemberships.leagueId, league.id));
          expect(row?.n).toBeLessThanOrEqual(places);
          expect(row?.n).toBe(joined);
          for (const answer of answers.filter((item) => item.statusCode !== 200)) {
            expect(refusalIsClear(answer.statusCode, answer.body)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it('a player who votes many times at once is counted once', async () => {
    const article = (
      await t.request({
        method: 'POST',
        url: '/api/admin/articles',
        cookie: admin,
        payload: { title: 'Race poll', excerpt: 'E', content: 'C', isPublished: true },
      })
    ).json<{ id: number }>();
    const poll = (
      await t.request({
        method: 'POST',
        url: `/api/admin/articles/${article.id}/polls`,
        cookie: admin,
        payload: { question: 'Who?', options: ['A', 'B', 'C'] },
      })
    ).json<{ id: number; options: Array<{ id: number }> }>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 8 }),
        async (choices) => {
          const [cookie] = await players(1);
          const answers = await Promise.all(
            choices.map((choice) =>
              t.request({
                method: 'POST',
                url: `/api/polls/${poll.id}/vote`,
                cookie,
                payload: { optionId: poll.options[choice]?.id },
              }),
            ),
          );
          expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
          const [votes] = await t.db
            .select({ n: count() })
            .from(pollVotes)
            .where(eq(pollVotes.pollId, poll.id));
          const [tally] = await t.db
            .select({ n: sql<number>`coalesce(sum(${pollOptions.voteCount}), 0)::int` })
            .from(pollOptions)
            .where(eq(pollOptions.pollId, poll.id));
          expect(tally?.n).toBe(votes?.n);
        },
      ),
      RUNS,
    );
  });

  it('team saves racing the deadline store one whole team, and none after the deadline', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 5 }),
        async (saves, cutAt) => {
          const now = t.clock.now();
          const competition = await buildCompetition(t.db, now, {
            deadline: new Date(now.getTime() + 1000),
          });
          const entries = await Promise.all(
            Array.from({ length: 8 }, () => buildEntry(t.db, competition.id, { price: '2.0' })),
          );
          const [cookie] = await players(1);
          const teams = Array.from({ length: saves }, (_, index) =>
            entries.slice(index % 4, (index % 4) + 5).map((entry) => entry.id),
          );
          const answers = await Promise.all(
            teams.map(async (ids, index) => {
              await new Promise((resolve) => setTimeout(resolve, index * 3));
              if (index === cutAt) t.clock.set(new Date(now.getTime() + 2000));
              const answer = await t.request({
                method: 'POST',
                url: '/api/fantasy/teams',
                cookie,
                payload: {
                  competitionId: competition.id,
                  selections: ids.map((id) => ({ competitionEntryId: id })),
                },
              });
              return { ids, answer };
            }),
          );
          t.clock.set(now);
          const accepted = answers.filter((item) => item.answer.statusCode === 200);
          const stored = await t.db
            .select({ teamId: fantasyTeams.id, entryId: fantasyTeamSelections.competitionEntryId })
            .from(fantasyTeams)
            .innerJoin(
              fantasyTeamSelections,
              eq(fantasyTeamSelections.fantasyTeamId, fantasyTeams.id),
            )
            .where(eq(fantasyTeams.competitionId, competition.id));
          const teamIds = new Set(stored.map((row) => row.teamId));
          expect(teamIds.size).toBe(accepted.length > 0 ? 1 : 0);
          if (accepted.length > 0) {
            const storedIds = stored.map((row) => row.entryId).sort((a, b) => a - b);
            expect(storedIds).toHaveLength(5);
            expect(accepted.map((item) => [...item.ids].sort((a, b) => a - b))).toContainEqual(
              storedIds,
            );
          }
          for (const item of answers.filter((entry) => entry.answer.statusCode !== 200)) {
            expect(item.answer.statusCode).toBe(409);
            expect(refusalIsClear(item.answer.statusCode, item.answer.body)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it('parallel score saves on one entry leave one of the saved values and consistent standings', async () => {
    const now = t.clock.now();
    const competition = await buildCompetition(t.db, now, {
      status: 'live',
      deadline: new Date(now.getTime() - 1000),
      startDate: new Date(now.getTime() - 1000),
    });
    const entries = await Promise.all(
      Array.from({ length: 5 }, () => buildEntry(t.db, competition.id, { price: '2.0' })),
    );
    const [entry] = entries;
    if (!entry) throw new Error('no entry');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 200, max: 600 }), { minLength: 2, maxLength: 6 }),
        async (tenths) => {
          const answers = await Promise.all(
            tenths.map((value) =>
              t.request({
                method: 'PATCH',
                url: `/api/competition-entries/${entry.id}/scoring`,
                cookie: admin,
                payload: { dr_score: value / 10 },
              }),
            ),
          );
          expect(answers.map((answer) => answer.statusCode)).toEqual(tenths.map(() => 200));
          const [row] = await t.db
            .select({ drScore: competitionEntries.drScore })
            .from(competitionEntries)
            .where(eq(competitionEntries.id, entry.id));
          expect(tenths.map((value) => (value / 10).toFixed(1))).toContain(
            Number(row?.drScore).toFixed(1),
          );
          const board = await t.request({
            method: 'GET',
            url: `/api/competitions/${competition.id}/entries`,
          });
          const again = await t.request({
            method: 'PATCH',
            url: `/api/competition-entries/${entry.id}/scoring`,
            cookie: admin,
            payload: { dr_score: Number(row?.drScore) },
          });
          expect(again.statusCode).toBe(200);
          const boardAgain = await t.request({
            method: 'GET',
            url: `/api/competitions/${competition.id}/entries`,
          });
          expect(boardAgain.json()).toEqual(board.json());
        },
      ),
      RUNS,
    );
  });

  it('parallel entry imports of one file enter each combination once', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), async (copies) => {
        const entry = await buildEntry(t.db, competition.id);
        const other = await buildEntry(t.db, competition.id);
        await t.db.delete(competitionEntries).where(eq(competitionEntries.id, entry.id));
        const csv =
          'competition_id,athlete_id,horse_id,price\n' +
          `${competition.id},${entry.athleteId},${entry.horseId},2.5\n` +
          `${competition.id},${other.athleteId},${entry.horseId},3.0\n`;
        const answers = await Promise.all(
          Array.from({ length: copies }, () => {
            const file = multipart('csvFile', 'entries.csv', csv);
            return t.request({
              method: 'POST',
              url: '/api/admin/import-competition-entries',
              cookie: admin,
              payload: file.payload,
              headers: file.headers,
            });
          }),
        );
        for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
        const [row] = await t.db
          .select({ n: count() })
          .from(competitionEntries)
          .where(
            and(
              eq(competitionEntries.competitionId, competition.id),
              eq(competitionEntries.athleteId, entry.athleteId),
              eq(competitionEntries.horseId, entry.horseId),
            ),
          );
        expect(row?.n).toBe(1);
      }),
      RUNS,
    );
  });

  it('parallel imports of one file create each athlete once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 1e6 }),
        async (copies, tag) => {
          const names = [`Race Rider ${tag} A`, `Race Rider ${tag} B`];
          const csv = `name,birth_date,nationality\n${names.map((name) => `${name},05/02/1990,GBR`).join('\n')}\n`;
          const answers = await Promise.all(
            Array.from({ length: copies }, () => {
              const file = multipart('csvFile', 'athletes.csv', csv);
              return t.request({
                method: 'POST',
                url: '/api/admin/import-athletes',
                cookie: admin,
                payload: file.payload,
                headers: file.headers,
              });
            }),
          );
          for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
          for (const name of names) {
            const [row] = await t.db
              .select({ n: count() })
              .from(athletes)
              .where(and(eq(athletes.name, name)));
            expect(row?.n).toBe(1);
          }
        },
      ),
      RUNS,
    );
  });
});
