import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEAM_SIZE } from '../../contract/constants';
import {
  checkFrozenPicks,
  frozenPicksToBytes,
  int32sFromBytes,
  uint16sFromBytes,
  type FrozenPicks,
} from '../../server/modules/standings/frozen-picks';
import { StandingsQueries } from '../../server/modules/standings/standings-queries';
import { StandingsState } from '../../server/modules/standings/standings-state';
import { ENTRIES } from './standings-seed';
import { timed } from './stats';

const COUNTRIES = ['GBR', 'IRL', 'GER', 'FRA', 'NZL', 'AUS', 'USA', 'SWE', 'NED', 'ITA'];

/** A deterministic uniform number in [0, 1) per team and draw. */
const uniform = (team: number, draw: number) =>
  (Math.imul(team * 31 + draw + 7, 2654435761) >>> 0) / 4294967296;

/**
 * Picks of `teams` teams with the seed's ownership (the favourite in half of them, the other
 * picks from places 2..60 drawn as 2 + 59·u^1.5), in the packed form the database keeps.
 */
function generatePicks(teams: number): FrozenPicks {
  const teamIds = new Int32Array(teams);
  const userIds = new Int32Array(teams);
  const picks = new Uint16Array(teams * TEAM_SIZE).fill(0xffff);
  for (let team = 0; team < teams; team += 1) {
    teamIds[team] = team + 1;
    userIds[team] = team + 1;
    const chosen = new Set<number>();
    if (uniform(team + 1, 0) < 0.5) chosen.add(1);
    for (let draw = 1; draw < 12 && chosen.size < TEAM_SIZE; draw += 1) {
      chosen.add(2 + Math.floor(59 * uniform(team + 1, draw) ** 1.5));
    }
    let k = 0;
    for (const place of chosen) picks[team * TEAM_SIZE + k++] = place - 1;
  }
  const entryIds = Int32Array.from({ length: ENTRIES }, (_, i) => i + 1);
  return { entryIds, teamIds, userIds, picks };
}

/** Writes the picks file: a header line, then the three packed columns. */
function writePicksFile(file: string, frozen: FrozenPicks) {
  const bytes = frozenPicksToBytes(frozen);
  const header = Buffer.from(`${frozen.teamIds.length} ${frozen.entryIds.length}\n`);
  fs.writeFileSync(file, Buffer.concat([header, bytes.teamIds, bytes.userIds, bytes.picks]));
}

/** Reads the picks file as a starting process reads the database's copy. */
function readPicksFile(file: string): FrozenPicks {
  const all = fs.readFileSync(file);
  const newline = all.indexOf(10);
  const [teams = 0, entries = 0] = all.subarray(0, newline).toString().split(' ').map(Number);
  const at = newline + 1;
  const column = (from: number, length: number) => all.subarray(at + from, at + from + length);
  return checkFrozenPicks({
    entryIds: Int32Array.from({ length: entries }, (_, i) => i + 1),
    teamIds: int32sFromBytes(column(0, teams * 4)),
    userIds: int32sFromBytes(column(teams * 4, teams * 4)),
    picks: uint16sFromBytes(column(teams * 8, teams * TEAM_SIZE * 2)),
  });
}

export type MemoryResult = {
  teams: number;
  fileMiB: number;
  readMs: number;
  buildMs: number;
  engineMiB: number;
  rssMiB: number;
  currentMs: number[];
  /** CPU time this process spent on each favourite's score (the wall time waits for a core). */
  currentCpuMs: number[];
  scrapeMs: number[];
  reads: Record<string, number[]>;
  load: [number, number];
};

/**
 * The engine at `teams` teams without a database: picks from a seeded file, a score of the
 * favourite and a 20-entry scrape applied as competition_changed would, reads from memory.
 */
export async function runInMemory(teams: number, rounds: number, reads: number) {
  const file = path.join(os.tmpdir(), `em-bench-standings-${teams}.picks`);
  if (!fs.existsSync(file)) writePicksFile(file, generatePicks(teams));
  global.gc?.();
  const before = process.memoryUsage();
  const loadStart = os.loadavg()[0] ?? 0;
  const [readMs, frozen] = await timed(() => Promise.resolve(readPicksFile(file)));
  const state = new StandingsState();
  const meta = {
    id: 1,
    name: 'Bench Horse Trials',
    startDate: new Date('2026-06-10T09:00:00Z'),
    deadline: new Date('2026-06-09T09:00:00Z'),
    status: 'live' as const,
    isLive: true,
    level: 'CCI5*-L',
  };
  const [buildMs] = await timed(() => {
    state.putCompetition(meta, frozen, true, Date.now());
    for (let userId = 1; userId <= teams; userId += 1) {
      state.setNation(userId, COUNTRIES[userId % COUNTRIES.length] ?? null);
    }
    return Promise.resolve();
  });
  const queries = new StandingsQueries(state);
  const entryIds = Array.from(frozen.entryIds);
  const points = entryIds.map(() => 0);
  const apply = () => state.setPoints(1, entryIds, points);
  const currentMs: number[] = [];
  const currentCpuMs: number[] = [];
  const scrapeMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    points[0] = 190 - round * 10;
    const cpu = process.cpuUsage();
    currentMs.push((await timed(() => Promise.resolve(apply())))[0]);
    const used = process.cpuUsage(cpu);
    currentCpuMs.push((used.user + used.system) / 1000);
    for (let at = 0; at < 20; at += 1) points[at] = (points[at] ?? 0) + 37 + round;
    scrapeMs.push((await timed(() => Promise.resolve(apply())))[0]);
  }
  global.gc?.();
  const after = process.memoryUsage();
  const league = Int32Array.from({ length: 10_000 }, (_, i) => 1 + i * Math.floor(teams / 10_000));
  const board = () => queries.competitionBoard(1);
  const samples: Record<string, number[]> = {};
  const measure = async (name: string, work: (i: number) => unknown) => {
    samples[name] = [];
    for (let i = 0; i < reads; i += 1) {
      samples[name].push((await timed(() => Promise.resolve(work(i))))[0]);
    }
  };
  const userAt = (i: number) => 1 + ((i * 7919) % teams);
  await measure('competition rank of a player', (i) => {
    const found = board();
    return found && queries.standing(found, userAt(i));
  });
  await measure('competition top 5', () => {
    const found = board();
    return found && queries.answer(found, { limit: 5 });
  });
  await measure('overall rank of a player', (i) =>
    queries.standing(queries.periodBoard('overall'), userAt(i)),
  );
  await measure('country top 5 and own rank (GBR)', (i) =>
    queries.answer(queries.periodBoard('overall'), {
      limit: 5,
      country: 'GBR',
      viewerId: userAt(i),
    }),
  );
  await measure('league table, 10,000 members', (i) => {
    const found = board();
    return found && queries.league(found, league, league[i % league.length] ?? 0, 5);
  });
  return {
    teams,
    fileMiB: fs.statSync(file).size / 1024 / 1024,
    readMs,
    buildMs,
    engineMiB:
      (after.arrayBuffers - before.arrayBuffers + after.heapUsed - before.heapUsed) / 1024 / 1024,
    rssMiB: after.rss / 1024 / 1024,
    currentMs,
    currentCpuMs,
    scrapeMs,
    reads: samples,
    load: [loadStart, os.loadavg()[0] ?? 0],
  } satisfies MemoryResult;
}
