import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_BUDGET_TENTHS, TEAM_SIZE } from '../../../contract/constants';
import {
  computePointsTenths,
  isWithdrawn,
  orderResults,
  statusCode,
  toTenths,
  totalPenaltiesTenths,
  type EntryScores,
} from '../../../contract/scoring';
import { verifyPassword } from '../../modules/auth/password';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../client';
import * as schema from '../schema/index';
import { DEMO_ADMIN_EMAIL, seedDemoDataIfEmpty, type SeedOutcome } from './index';

const now = new Date('2025-06-18T10:30:00Z');
let database: Database;
let dataDir: string;
let outcome: SeedOutcome;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-seed-'));
  outcome = await seedDemoDataIfEmpty(database.db, now, dataDir);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const scoresOf = (row: typeof schema.competitionEntries.$inferSelect): EntryScores => ({
  drStatus: row.drStatus,
  drScore: toTenths(row.drScore),
  sjStatus: row.sjStatus,
  sjScore: toTenths(row.sjScore),
  xcStatus: row.xcStatus,
  xcjScore: toTenths(row.xcjScore),
  xctScore: toTenths(row.xctScore),
});

describe('demo data on an empty database', () => {
  it('seeds and returns the demo administrator, saved with mode 0600', async () => {
    expect(outcome.seeded).toBe(true);
    expect(outcome.admin?.email).toBe(DEMO_ADMIN_EMAIL);
    const file = path.join(dataDir, 'demo-admin.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(outcome.admin);
    const [admin] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_ADMIN_EMAIL));
    expect(admin?.isAdmin).toBe(true);
    expect(admin?.emailVerified).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? null, outcome.admin?.password ?? '')).toBe(
      true,
    );
  });

  it('has venues in several countries, riders and horses', async () => {
    const venues = await database.db.select().from(schema.venues);
    expect(venues.length).toBeGreaterThanOrEqual(8);
    expect(new Set(venues.map((venue) => venue.country)).size).toBeGreaterThanOrEqual(6);
    const athletes = await database.db.select().from(schema.athletes);
    const horses = await database.db.select().from(schema.horses);
    expect(athletes.length).toBeGreaterThanOrEqual(60);
    expect(horses.length).toBeGreaterThanOrEqual(60);
    expect(new Set(athletes.map((athlete) => athlete.nationality)).size).toBeGreaterThanOrEqual(12);
    for (const horse of horses) {
      expect(horse.yob).toBeGreaterThanOrEqual(2009);
      expect(horse.yob).toBeLessThanOrEqual(2018);
      expect(['Mare', 'Gelding', 'Stallion']).toContain(horse.sex);
    }
  });

  it('has completed, one live and open competitions with priced entries', async () => {
    const rows = await database.db.select().from(schema.competitions);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.level)).size).toBeGreaterThanOrEqual(5);
    const live = rows.filter((row) => row.status === 'live');
    expect(live).toHaveLength(1);
    expect(live[0]?.isLive).toBe(true);
    expect(live[0]?.deadline.getTime()).toBeLessThan(now.getTime());
    expect(rows.filter((row) => row.status === 'completed').length).toBeGreaterThanOrEqual(4);
    const open = rows.filter((row) => row.status === 'open');
    expect(open.length).toBeGreaterThanOrEqual(5);
    for (const competition of open)
      expect(competition.deadline.getTime()).toBeGreaterThan(now.getTime());
    expect(Math.min(...open.map((c) => c.deadline.getTime() - now.getTime()))).toBeLessThan(
      4 * 86_400_000,
    );

    const entries = await database.db.select().from(schema.competitionEntries);
    for (const competition of rows) {
      const own = entries.filter((entry) => entry.competitionId === competition.id);
      expect(own.length).toBeGreaterThanOrEqual(40);
      for (const entry of own) {
        const price = toTenths(entry.price) ?? 0;
        expect(price).toBeGreaterThanOrEqual(10);
        expect(price).toBeLessThanOrEqual(45);
        expect(entry.ra6).not.toBeNull();
        expect(entry.xcj10).not.toBeNull();
        // SJ6 is dressage plus show jumping (docs/rules.md#form-and-prices): never below 6RA's
        // floor of a good dressage, so its colours (≤ 30 green, ≤ 40 yellow) all occur.
        expect(Number(entry.sj6)).toBeGreaterThanOrEqual(20);
      }
      const sj6 = own.map((entry) => Number(entry.sj6));
      expect(sj6.some((value) => value > 30)).toBe(true);
      const cheapestFive = own
        .map((entry) => toTenths(entry.price) ?? 0)
        .sort((a, b) => b - a)
        .slice(0, TEAM_SIZE)
        .reduce((sum, price) => sum + price, 0);
      expect(cheapestFive).toBeGreaterThan(TEAM_BUDGET_TENTHS); // the five dearest do not fit
    }
  });

  it('stores full results for completed competitions and part of them for the live one', async () => {
    const rows = await database.db.select().from(schema.competitions);
    const entries = await database.db.select().from(schema.competitionEntries);
    const statuses = new Set<string>();
    for (const competition of rows.filter((row) => row.status === 'completed')) {
      const own = entries.filter((entry) => entry.competitionId === competition.id);
      for (const entry of own) {
        const scores = scoresOf(entry);
        const code = statusCode(scores);
        if (code) statuses.add(code.split('-')[0] ?? '');
        if (isWithdrawn(scores) || code) continue;
        expect(scores.drScore).not.toBeNull();
        expect(scores.sjScore).not.toBeNull();
        expect(scores.xcjScore).not.toBeNull();
        expect(scores.xctScore).not.toBeNull();
        expect((scores.xctScore ?? 0) % 4).toBe(0);
        expect(entry.position).not.toBeNull();
      }
      const ordered = orderResults(
        own.map((entry) => ({ ...scoresOf(entry), id: entry.id, startOrder: entry.startOrder })),
      );
      for (const row of ordered)
        expect(row.entry.id && own.find((e) => e.id === row.entry.id)?.position).toBe(row.position);
    }
    expect([...statuses]).toEqual(expect.arrayContaining(['EL', 'RET', 'WD', 'DSQ']));

    const live = rows.find((row) => row.status === 'live');
    const liveEntries = entries.filter(
      (entry) => entry.competitionId === live?.id && !isWithdrawn(scoresOf(entry)),
    );
    expect(liveEntries.every((entry) => entry.drScore !== null || entry.drStatus !== null)).toBe(
      true,
    );
    expect(liveEntries.every((entry) => entry.sjStatus === null)).toBe(true);
    const crossCountryDone = liveEntries.filter((entry) => entry.xcStatus !== null).length;
    expect(crossCountryDone).toBeGreaterThan(liveEntries.length / 3);
    expect(crossCountryDone).toBeLessThan((liveEntries.length * 2) / 3);
  });

  it('stores the points and total penalties of every entry as the rules compute them', async () => {
    const entries = await database.db.select().from(schema.competitionEntries);
    for (const entry of entries) {
      const scores = scoresOf(entry);
      const points = computePointsTenths(scores);
      expect([
        toTenths(entry.drPts),
        toTenths(entry.sjPts),
        toTenths(entry.xcPts),
        toTenths(entry.totalPts),
      ]).toEqual([points.drPts, points.sjPts, points.xcPts, points.totalPts]);
      expect(toTenths(entry.score)).toBe(
        scores.drScore === null ? null : totalPenaltiesTenths(scores),
      );
    }
  });

  it('gives every saved team five distinct entries within the budget and standing totals', async () => {
    const teams = await database.db.select().from(schema.fantasyTeams);
    const selections = await database.db.select().from(schema.fantasyTeamSelections);
    const entries = new Map(
      (await database.db.select().from(schema.competitionEntries)).map((entry) => [
        entry.id,
        entry,
      ]),
    );
    expect(teams.length).toBeGreaterThanOrEqual(40);
    for (const team of teams) {
      const own = selections.filter((selection) => selection.fantasyTeamId === team.id);
      expect(new Set(own.map((selection) => selection.competitionEntryId)).size).toBe(TEAM_SIZE);
      const spent = own.reduce((sum, selection) => sum + (toTenths(selection.price) ?? 0), 0);
      expect(spent).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
      expect(toTenths(team.totalSpent)).toBe(spent);
      for (const selection of own) {
        const entry = entries.get(selection.competitionEntryId);
        expect(entry?.competitionId).toBe(team.competitionId);
        expect(entry && isWithdrawn(scoresOf(entry))).toBe(false);
      }
    }
  });

  it('has a private league, articles with polls and feedback', async () => {
    const [league] = await database.db.select().from(schema.leagues);
    expect(league?.joinCode).toMatch(/^[A-Z0-9]{4}$/);
    const members = await database.db.select().from(schema.leagueMemberships);
    expect(members.length).toBeGreaterThanOrEqual(5);
    // A member's points as the league card shows them: the sum of their picks' points.
    const teams = await database.db.select().from(schema.fantasyTeams);
    const selections = await database.db.select().from(schema.fantasyTeamSelections);
    const entryPoints = new Map(
      (await database.db.select().from(schema.competitionEntries)).map((entry) => [
        entry.id,
        toTenths(entry.totalPts) ?? 0,
      ]),
    );
    for (const member of members) {
      const own = new Set(teams.filter((t) => t.userId === member.userId).map((t) => t.id));
      const points = selections
        .filter((selection) => own.has(selection.fantasyTeamId))
        .reduce((sum, selection) => sum + (entryPoints.get(selection.competitionEntryId) ?? 0), 0);
      expect(toTenths(member.totalPoints)).toBe(points);
    }

    const articles = await database.db.select().from(schema.articles);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(articles.filter((a) => a.isFeatured && a.isPublished)).toHaveLength(2);
    expect(articles.some((a) => a.isPremium) && articles.some((a) => !a.isPremium)).toBe(true);
    expect(articles.filter((a) => !a.isPublished)).toHaveLength(1);
    for (const article of articles)
      expect(article.content.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(8);

    const polls = await database.db.select().from(schema.articlePolls);
    expect(polls.filter((poll) => (poll.deadline?.getTime() ?? 0) > now.getTime())).toHaveLength(1);
    expect(polls.filter((poll) => (poll.deadline?.getTime() ?? 0) < now.getTime())).toHaveLength(1);
    const counts = await database.db
      .select({
        optionId: schema.pollOptions.id,
        voteCount: schema.pollOptions.voteCount,
        votes: sql<number>`count(${schema.pollVotes.id})::int`,
      })
      .from(schema.pollOptions)
      .leftJoin(schema.pollVotes, eq(schema.pollVotes.optionId, schema.pollOptions.id))
      .groupBy(schema.pollOptions.id);
    for (const option of counts) expect(option.voteCount).toBe(option.votes);
    expect(counts.reduce((sum, option) => sum + option.votes, 0)).toBeGreaterThan(0);

    const feedback = await database.db.select().from(schema.feedback);
    expect(new Set(feedback.map((item) => item.status))).toEqual(
      new Set(['pending', 'responded', 'resolved']),
    );
  });

  it('seeds nothing on a second start and prints the same sign-in again', async () => {
    const before = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.competitionEntries);
    const again = await seedDemoDataIfEmpty(database.db, now, dataDir);
    expect(again).toEqual({ seeded: false, admin: outcome.admin });
    const after = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.competitionEntries);
    expect(after).toEqual(before);
  });
});
