import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { sessionCookieName, startSession } from '../../server/modules/auth/session.service';
import { recordResults, type ScoreWrite } from '../../server/modules/results/results.service';
import { loadPicks } from '../../server/modules/standings/load-picks';
import { COMPETITION_CHANGED_CHANNEL } from '../../server/live/competition-changed';
import { timed } from './stats';
import { goLive, seedStandings } from './standings-seed';

export type Reads = Record<string, number[]>;
export type NewDesignResult = {
  teams: number;
  favouriteShare: string;
  seedMs: number;
  freezeMs: number;
  startMs: number;
  engineMiB: number;
  rssMiB: number;
  /** One score of the favourite: the save alone, and the save until every rank is current. */
  saveMs: number[];
  currentMs: number[];
  /** CPU time of this process from the save to every rank current (PGlite: the database too). */
  currentCpuMs: number[];
  scrapeSaveMs: number[];
  scrapeCurrentMs: number[];
  smallSaveMs: number[];
  reads: Reads;
  httpReads: Reads;
  load: [number, number];
};

const load = () => os.loadavg()[0] ?? 0;
const mib = (bytes: number) => bytes / 1024 / 1024;

/**
 * The standings engine at one size on one database: seed, freeze, start a server app (its engine
 * loads), then scores saved through recordResults while the app follows competition_changed, and
 * reads from memory and over HTTP.
 */
export async function runNewDesign(
  database: Database,
  teams: number,
  options: { rounds: number; reads: number },
): Promise<NewDesignResult> {
  const db = database.db;
  await database.migrate();
  const [seedMs, seeded] = await timed(() => seedStandings(db, teams));
  await goLive(db);
  const [freezeMs] = await timed(() => loadPicks(db, seeded.competitionId, true));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-standings-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  global.gc?.();
  const before = process.memoryUsage();
  const [startMs, app] = await timed(async () => {
    const built = await buildApp({ database, config, clock: systemClock, logger: false });
    await built.ready();
    await built.deps.standings.ready();
    return built;
  });
  global.gc?.();
  const after = process.memoryUsage();
  const engine = app.deps.standings;
  // Settled once a refresh the notification started has finished, as in every server process.
  let waiting: (() => void) | null = null;
  const unlisten = await database.listen(COMPETITION_CHANGED_CHANNEL, () => {
    const done = waiting;
    void engine.onCompetitionChanged(seeded.competitionId).then(() => done?.());
  });
  const deps = { database, clock: systemClock };
  const save = async (competitionId: number, scores: ScoreWrite[]) => {
    const current = new Promise<void>((resolve) => (waiting = resolve));
    const started = performance.now();
    await recordResults(deps, competitionId, () => ({ scores, outcome: null }), {
      author: { source: 'form', user: null },
    });
    const saved = performance.now() - started;
    if (competitionId !== seeded.competitionId) return [saved, saved];
    await current;
    return [saved, performance.now() - started];
  };
  const result = {
    saveMs: [] as number[],
    currentMs: [] as number[],
    currentCpuMs: [] as number[],
    scrapeSaveMs: [] as number[],
    scrapeCurrentMs: [] as number[],
    smallSaveMs: [] as number[],
  };
  const favourite = seeded.entryIds[0] ?? 0;
  const loadStart = load();
  for (let round = 0; round < options.rounds; round += 1) {
    const dressage = { drScore: `${26 + round}.0` };
    const cpu = process.cpuUsage();
    const [saved = 0, current = 0] = await save(seeded.competitionId, [
      { entryId: favourite, scores: dressage },
    ]);
    const used = process.cpuUsage(cpu);
    result.currentCpuMs.push((used.user + used.system) / 1000);
    result.saveMs.push(saved);
    result.currentMs.push(current);
    const [small = 0] = await save(seeded.smallCompetitionId, [
      { entryId: seeded.smallEntryIds[0] ?? 0, scores: dressage },
    ]);
    result.smallSaveMs.push(small);
    const scrape = seeded.entryIds.slice(0, 20).map((entryId, at) => ({
      entryId,
      scores: { xcStatus: 'OK' as const, xcjScore: '0.0', xctScore: `${(round + at) * 0.4}` },
    }));
    const [scrapeSaved = 0, scrapeCurrent = 0] = await save(seeded.competitionId, scrape);
    result.scrapeSaveMs.push(scrapeSaved);
    result.scrapeCurrentMs.push(scrapeCurrent);
  }
  await unlisten();

  const members = async (leagueId: number) =>
    Int32Array.from(
      (
        (await db.execute(
          sql`select user_id from league_memberships where league_id = ${leagueId} order by user_id`,
        )) as { rows: { user_id: number }[] }
      ).rows.map((row) => Number(row.user_id)),
    );
  const large = await members(seeded.largeLeagueId);
  const small = await members(seeded.smallLeagueId);
  const c = seeded.competitionId;
  const userAt = (i: number) => 1 + ((i * 7919) % teams);
  const reads: Reads = {};
  const measure = async (name: string, work: (i: number) => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < options.reads; i += 1) samples.push((await timed(() => work(i)))[0]);
    reads[name] = samples;
  };
  await measure('competition rank of a player', (i) => engine.teamStanding(c, userAt(i)));
  await measure('competition top 5', () => engine.competitionBoard(c, { limit: 5 }));
  await measure('overall rank of a player', (i) => engine.playerStanding('overall', userAt(i)));
  await measure('overall top 5', () => engine.periodBoard('overall', { limit: 5 }));
  await measure('country top 5 and own rank (GBR)', (i) =>
    engine.periodBoard('overall', { limit: 5, country: 'GBR', viewerId: userAt(i) }),
  );
  await measure(`league table, ${large.length.toLocaleString('en-GB')} members`, (i) =>
    engine.leagueBoard({ competitionId: c }, large, large[i % large.length] ?? 0, 5),
  );
  await measure(`league table, ${small.length} members (season)`, (i) =>
    engine.leagueBoard({ scope: 'season:2026' }, small, small[i % small.length] ?? 0, 5),
  );

  // The same over HTTP (names, picks and serialisation included), as a player asks.
  const member = large[0] ?? 1;
  const secret = await startSession(db, member, new Date(), { userAgent: 'bench', ip: null });
  const cookie = `${sessionCookieName(false)}=${secret}`;
  const httpReads: Reads = {};
  const inject = async (name: string, url: string) => {
    const samples: number[] = [];
    for (let i = 0; i < Math.min(200, options.reads); i += 1) {
      const [elapsed, response] = await timed(() =>
        app.inject({ method: 'GET', url, headers: { cookie, origin: 'http://localhost:5000' } }),
      );
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      samples.push(elapsed);
    }
    httpReads[name] = samples;
  };
  await inject('competition leaderboard (top 5, own row)', `/api/competitions/${c}/leaderboard`);
  await inject('overall leaderboard (top 5, own row)', '/api/leaderboards/overall');
  await inject(
    `league table, ${large.length.toLocaleString('en-GB')} members`,
    `/api/leagues/${seeded.largeLeagueId}/leaderboard/competition/${c}`,
  );
  const loadEnd = load();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    teams,
    favouriteShare: seeded.favouriteShare,
    seedMs,
    freezeMs,
    startMs,
    engineMiB: mib(after.arrayBuffers - before.arrayBuffers + after.heapUsed - before.heapUsed),
    rssMiB: mib(after.rss),
    ...result,
    reads,
    httpReads,
    load: [loadStart, loadEnd],
  };
}
