import type { MemoryResult } from './standings-memory';
import { OLD_DESIGN_COMMIT, type OldDesignResult } from './standings-old';
import type { NewDesignResult } from './standings-run';
import { table } from './readme';
import { fmt, median, percentile } from './stats';

type Row<T> = { kind: 'PGlite' | 'PostgreSQL'; result: T };
type Report = {
  machine: string;
  ours: Row<NewDesignResult>[];
  old: Row<OldDesignResult>[];
  memory: MemoryResult;
  smoke: boolean;
};

const n = (value: number) => value.toLocaleString('en-GB');
const ms = (values: number[]) => `${fmt(median(values))} ms`;
const msMax = (values: number[]) => `${fmt(median(values))} ms (max ${fmt(Math.max(...values))})`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const loadOf = (load: [number, number]) => `${load[0].toFixed(1)}–${load[1].toFixed(1)}`;
const met = (ok: boolean) => (ok ? 'met' : 'missed');

function verdicts({ ours, old, memory }: Report): string[] {
  const at = (teams: number) => ours.filter((row) => row.result.teams === teams);
  const million = at(1_000_000);
  const lines: string[] = [];
  for (const { kind, result } of million) {
    const current = median(result.currentMs);
    lines.push(
      `- ${kind}, 1,000,000 teams: score saved → every rank current ≤ 100 ms — ${met(current <= 100)} ` +
        `(median ${fmt(current)} ms, max ${fmt(Math.max(...result.currentMs))}).`,
    );
    lines.push(
      `- ${kind}: recordResults of one score the same at 100 and 1,000,000 teams — ` +
        `${fmt(median(result.smallSaveMs))} ms and ${fmt(median(result.saveMs))} ms (medians of the same run).`,
    );
  }
  // The database's part of a change (the save, one read of ~60 entries' points) does not grow
  // with the teams: at 10M it is taken from the 1M run, beside the recompute measured at 10M.
  const db = million.find((row) => row.kind === 'PostgreSQL')?.result;
  const tenMillion = median(memory.currentMs) + (db ? median(db.saveMs) : 0);
  lines.push(
    `- ${n(memory.teams)} teams (in memory, picks from a seeded file): saved → every rank current ≤ 1 s — ` +
      `${met(tenMillion <= 1000)} (recompute ${fmt(median(memory.currentMs))} ms, of which CPU ${fmt(median(memory.currentCpuMs))} ms, + the save ` +
      `${db ? fmt(median(db.saveMs)) : '–'} ms on PostgreSQL).`,
  );
  const slowest = Math.max(
    ...Object.values(memory.reads).map((values) => median(values)),
    ...ours.flatMap(({ result }) => Object.values(result.reads).map((values) => median(values))),
  );
  lines.push(
    `- Rank, top 5 and a 10,000-member league table ≤ 1 ms median — ${met(slowest <= 1)} (slowest median ${fmt(slowest)} ms, every size).`,
  );
  lines.push(
    `- Memory per process at ${n(memory.teams)} teams ≤ 1.5 GB — ${met(memory.rssMiB <= 1536)} ` +
      `(RSS ${fmt(memory.rssMiB)} MiB, the engine's arrays and objects ${fmt(memory.engineMiB)} MiB).`,
  );
  if (old.length > 0) {
    const oldMillion = old.find(
      (row) => row.kind === 'PostgreSQL' && row.result.teams === 1_000_000,
    );
    if (oldMillion) {
      lines.push(
        `- The design before (${OLD_DESIGN_COMMIT}), PostgreSQL, 1,000,000 teams: one score of the favourite ${seconds(median(oldMillion.result.saveMs))}, a 20-entry scrape ${seconds(median(oldMillion.result.scrapeMs))}.`,
      );
    }
  }
  return lines;
}

export function reportStandings(report: Report): string {
  const { ours, old, memory } = report;
  const saves = table(
    [
      'database',
      'teams',
      'favourite held by',
      'recordResults, one score',
      'saved → every rank current',
      '20-entry scrape: saved → current',
      'recordResults at 100 teams',
      'load',
    ],
    ours.map(({ kind, result }) => [
      kind,
      n(result.teams),
      `${result.favouriteShare}%`,
      ms(result.saveMs),
      msMax(result.currentMs),
      msMax(result.scrapeCurrentMs),
      ms(result.smallSaveMs),
      loadOf(result.load),
    ]),
  );
  const before = table(
    [
      'database',
      'teams',
      'one score of the favourite',
      '20-entry scrape',
      'recordResults at 100 teams',
      'building every standing',
      'load',
    ],
    old.map(({ kind, result }) => [
      kind,
      n(result.teams),
      msMax(result.saveMs),
      msMax(result.scrapeMs),
      ms(result.smallSaveMs),
      seconds(result.standingsMs),
      loadOf(result.load),
    ]),
  );
  const startUp = table(
    [
      'database',
      'teams',
      'seed',
      'freeze (picks packed and stored once)',
      'start-up (engine loads every competition)',
      'engine memory',
      'process RSS',
    ],
    ours.map(({ kind, result }) => [
      kind,
      n(result.teams),
      seconds(result.seedMs),
      seconds(result.freezeMs),
      seconds(result.startMs),
      // The heap's growth over the start-up: a collection during it can free more than the
      // engine takes (the seed's garbage), which leaves nothing to show.
      result.engineMiB > 0 ? `${fmt(result.engineMiB)} MiB` : 'not seen (a collection freed more)',
      `${fmt(result.rssMiB)} MiB`,
    ]),
  );
  const readNames = Object.keys(ours[0]?.result.reads ?? memory.reads);
  const readTable = table(
    [
      'read (engine, from memory)',
      ...ours.map(({ kind, result }) => `${kind} ${n(result.teams)}: median / p95 ms`),
      `memory ${n(memory.teams)}`,
    ],
    readNames.map((name) => [
      name,
      ...ours.map(({ result }) => {
        const values = result.reads[name] ?? [];
        return `${fmt(median(values))} / ${fmt(percentile(values, 95))}`;
      }),
      memory.reads[name]
        ? `${fmt(median(memory.reads[name]))} / ${fmt(percentile(memory.reads[name], 95))}`
        : '–',
    ]),
  );
  const httpNames = Object.keys(ours[0]?.result.httpReads ?? {});
  const httpTable = table(
    [
      'request (app.inject: routing, names, picks, JSON)',
      ...ours.map(({ kind, result }) => `${kind} ${n(result.teams)}: median / p95 ms`),
    ],
    httpNames.map((name) => [
      name,
      ...ours.map(({ result }) => {
        const values = result.httpReads[name] ?? [];
        return `${fmt(median(values))} / ${fmt(percentile(values, 95))}`;
      }),
    ]),
  );
  return [
    `Measured ${report.machine}. \`npm run bench -- standings\` (bench/standings.ts). Each size: players with one team each in one live competition of 60 entries, the favourite in half the teams and the other picks drawn from a ranking leaning to its head (second favourite in about 30% of teams, the tail near 5%); a second competition of 100 teams; a league of 10,000 players and one of 50. Every score goes through \`recordResults\`; the server app (built as \`npm start\` builds it) follows \`competition_changed\` and its standings engine reads the entries' points and recomputes every total, count and top in memory. "saved → every rank current" runs from the call to recordResults until that refresh has finished. PGlite runs in this process; PostgreSQL is a local server (fsync off). Medians of ${ours[0]?.result.saveMs.length ?? 0} saves; reads are medians of ${Object.values(ours[0]?.result.reads ?? {})[0]?.length ?? 0} calls.`,
    '',
    '**Targets**',
    '',
    ...verdicts(report),
    '',
    '**Score saved → every rank current** (this design):',
    '',
    saves,
    '',
    ...(old.length > 0
      ? [
          `**The design before** (commit ${OLD_DESIGN_COMMIT}, extracted to a temporary folder outside the repository and run on the same seed in the same run: each save moved every team holding a changed entry and its player's three standings, with their rank counts, inside the score's transaction):`,
          '',
          before,
          '',
        ]
      : []),
    '**Freeze, start-up and memory**:',
    '',
    startUp,
    '',
    `**${n(memory.teams)} teams in memory** (no database: seeding PostgreSQL with ${n(memory.teams * 5)} picks and ${n(memory.teams)} players does not fit this run; the picks come from a file of the packed form the database keeps, ${fmt(memory.fileMiB)} MiB): reading it ${seconds(memory.readMs)}, building the engine's state (teams by player, totals, the period boards, each player's nation) ${seconds(memory.buildMs)}; one score of the favourite (half the teams move) recomputed in ${msMax(memory.currentMs)} (CPU ${ms(memory.currentCpuMs)}), a 20-entry scrape in ${msMax(memory.scrapeMs)}; RSS ${fmt(memory.rssMiB)} MiB (load ${loadOf(memory.load)}).`,
    '',
    '**Reads**:',
    '',
    readTable,
    '',
    httpTable,
  ].join('\n');
}
