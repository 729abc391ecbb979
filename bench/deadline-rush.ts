/**
 * Scenario 3, deadline rush: team saves (POST /api/fantasy/teams) by 5,000 distinct signed-in
 * players as fast as the server takes them; afterwards every save must be stored and every
 * team valid. Beside: a bare node:http server reading the same requests and answering the same
 * bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { startApp, type DatabaseKind } from './lib/app-server';
import { startBare } from './lib/bare';
import { runLoad } from './lib/load';
import { table } from './lib/readme';
import { databasesOf, pick, type ScenarioOptions } from './lib/scenario';
import { seedCompetition, seedPlayers } from './lib/seed';
import { fmt, median, ratio } from './lib/stats';

export type RushRow = {
  kind: DatabaseKind;
  players: number;
  savesPerSecond: number;
  p50: number;
  p99: number;
  bareRate: number;
  bareP99: number;
  failed: number;
  stored: number;
  invalid: number;
  wrongPicks: number;
};

/** Five distinct entries costing at most 2.0 each: every planned team is within the 10.0 budget. */
function picksFor(player: number, run: number, cheap: number[]): number[] {
  return [0, 1, 2, 3, 4].map((k) => cheap[(player * 7 + run * 3 + k * 11) % cheap.length] ?? 0);
}

async function verify(db: Db, competitionId: number, expected: Map<number, number[]>) {
  const result: unknown = await db.execute(sql`
      select t.user_id, t.total_spent::text as spent,
             coalesce(array_agg(s.competition_entry_id order by s.competition_entry_id)
               filter (where s.id is not null), '{}') as picks,
             coalesce(sum(e.price), 0)::text as priced,
             bool_and(e.competition_id = t.competition_id) as same_competition
      from fantasy_teams t
      left join fantasy_team_selections s on s.fantasy_team_id = t.id
      left join competition_entries e on e.id = s.competition_entry_id
      where t.competition_id = ${competitionId}
      group by t.id`);
  const { rows } = result as {
    rows: {
      user_id: number;
      spent: string;
      picks: number[];
      priced: string;
      same_competition: boolean;
    }[];
  };
  let invalid = 0;
  let wrongPicks = 0;
  for (const row of rows) {
    const picks = row.picks.map(Number);
    const valid =
      picks.length === 5 &&
      new Set(picks).size === 5 &&
      row.same_competition &&
      Number(row.spent) === Number(row.priced) &&
      Number(row.spent) <= 10;
    if (!valid) invalid += 1;
    const wanted = [...(expected.get(Number(row.user_id)) ?? [])].sort((a, b) => a - b);
    if (wanted.join(',') !== picks.join(',')) wrongPicks += 1;
  }
  return { stored: rows.length, invalid, wrongPicks };
}

export async function deadlineRush(options: ScenarioOptions): Promise<RushRow[]> {
  const players = pick(options, 5000, 60);
  const connections = pick(options, 20, 4);
  const rows: RushRow[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-rush-'));
  try {
    for (const kind of databasesOf(options)) {
      options.log(`[deadline-rush] ${kind}: seeding ${players} signed-in players`);
      const app = await startApp(kind, options.postgresUrl, async (db) => ({
        ...(await seedCompetition(db, 60, { status: 'open' })),
        players: await seedPlayers(db, players),
      }));
      const { competitionId, entryIds } = app.seeded;
      const cheap = entryIds.filter((_, index) => (index + 1) % 4 !== 3); // prices 1.0–2.0
      const rates: number[] = [];
      const p50s: number[] = [];
      const p99s: number[] = [];
      const bareRates: number[] = [];
      const bareP99s: number[] = [];
      let failed = 0;
      const expected = new Map<number, number[]>();
      let check = { stored: 0, invalid: 0, wrongPicks: 0 };
      try {
        for (let run = 0; run < options.runs; run += 1) {
          const file = path.join(dir, `${kind}-${run}.json`);
          const requests = app.seeded.players.map((player, index) => {
            const picks = picksFor(index, run, cheap);
            expected.set(player.userId, picks);
            return {
              method: 'POST',
              path: '/api/fantasy/teams',
              headers: {
                cookie: player.cookie,
                origin: app.url,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                competitionId,
                selections: picks.map((competitionEntryId) => ({ competitionEntryId })),
              }),
            };
          });
          fs.writeFileSync(file, JSON.stringify(requests));
          const summary = await runLoad({
            url: app.url,
            connections,
            amount: players,
            requestsFile: file,
          });
          rates.push(summary.requestsPerSecond);
          p50s.push(summary.latency.p50);
          p99s.push(summary.latency.p99);
          failed += summary.total - (summary.statuses['200'] ?? 0) + summary.errors;
          options.log(
            `[deadline-rush] ${kind} run ${run + 1}: ${fmt(summary.requestsPerSecond)} saves/s, p99 ${summary.latency.p99} ms, ` +
              `statuses ${JSON.stringify(summary.statuses)}`,
          );
          // The baseline answers the same requests with the bytes of a real save.
          const sample = requests[0];
          const answer = sample
            ? await fetch(`${app.url}${sample.path}`, {
                method: 'POST',
                headers: sample.headers,
                body: sample.body,
              })
            : undefined;
          const bare = await startBare({
            routes: {
              '/api/fantasy/teams': {
                status: 200,
                headers: { 'content-type': 'application/json; charset=utf-8' },
                body: answer ? await answer.text() : '{}',
              },
            },
          });
          try {
            const baseline = await runLoad({
              url: bare.url,
              connections,
              amount: players,
              requestsFile: file,
            });
            bareRates.push(baseline.requestsPerSecond);
            bareP99s.push(baseline.latency.p99);
          } finally {
            await bare.stop();
          }
        }
      } finally {
        check = (await app.stop((db) => verify(db, competitionId, expected))) ?? check;
      }
      rows.push({
        kind,
        players,
        savesPerSecond: median(rates),
        p50: median(p50s),
        p99: median(p99s),
        bareRate: median(bareRates),
        bareP99: median(bareP99s),
        failed,
        ...check,
      });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export function deadlineRushSection(rows: RushRow[], options: ScenarioOptions): string {
  const verdict = (row: RushRow) => {
    const misses = [
      row.savesPerSecond < 300 ? 'under 300 saves/s' : '',
      row.p99 >= 200 ? 'p99 ≥ 200 ms' : '',
      row.failed + row.invalid + row.wrongPicks > 0 || row.stored !== row.players
        ? 'saves lost or invalid'
        : '',
    ].filter(Boolean);
    return misses.length === 0 ? 'met' : `**missed**: ${misses.join(', ')}`;
  };
  return [
    `\`npm run bench -- deadline-rush\`: ${rows[0]?.players.toLocaleString('en-GB') ?? 0} players, each ` +
      `signed in with a session of their own, save a team of 5 (\`POST /api/fantasy/teams\`), ` +
      `${pick(options, 20, 4)} connections, as fast as answered; ${options.runs} runs (the first ` +
      'creates the teams, later runs change every pick), medians. Afterwards the database is read: ' +
      'one team per player, 5 distinct entries of the competition, the stored spend equal to the ' +
      'picks\u2019 prices and within 10.0, and exactly the picks of the player\u2019s last save. ' +
      'Baseline: a bare `node:http` server reading the same requests and answering the bytes of a real save.',
    '',
    table(
      [
        'database',
        'saves/s',
        'bare req/s',
        'ratio',
        'p50',
        'p99',
        'bare p99',
        'failed',
        'teams stored',
        'invalid',
        'picks differ',
        'target (≥ 300/s, p99 < 200 ms, none lost)',
      ],
      rows.map((row) => [
        row.kind,
        fmt(row.savesPerSecond),
        fmt(row.bareRate),
        ratio(row.savesPerSecond, row.bareRate),
        `${row.p50} ms`,
        `${row.p99} ms`,
        `${row.bareP99} ms`,
        String(row.failed),
        row.stored.toLocaleString('en-GB'),
        String(row.invalid),
        String(row.wrongPicks),
        row.kind === 'PostgreSQL' ? verdict(row) : '(beside)',
      ]),
    ),
  ].join('\n');
}
