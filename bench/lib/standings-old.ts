import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The commit of the design measured beside this one: standings moved in the score's transaction. */
export const OLD_DESIGN_COMMIT = 'd6c024d';

const root = path.resolve(import.meta.dirname, '..', '..');

export type OldDesignResult = {
  teams: number;
  seedMs: number;
  standingsMs: number;
  saveMs: number[];
  scrapeMs: number[];
  smallSaveMs: number[];
  load: [number, number];
};

/**
 * The driver run inside the old tree: the same seed, its standings built, then the same score
 * saves through its recordResults (which brought the standings current in the transaction).
 */
const driver = (seedModule: string) => `
import fs from 'node:fs';
import os from 'node:os';
import { openPglite, openPostgres } from './server/db/client';
import { systemClock } from './server/clock';
import { recordResults } from './server/modules/results/results.service';
import { rebuildAllStandings } from './server/modules/standings/standings.service';
import { goLive, seedStandings } from ${JSON.stringify(seedModule)};

const [kind, target, teamsText, roundsText] = process.argv.slice(2);
const teams = Number(teamsText);
const database = kind === 'pglite' ? await openPglite({ dataDir: target }) : await openPostgres({ url: target, poolSize: 4 });
const timed = async (work) => { const started = performance.now(); await work(); return performance.now() - started; };
await database.migrate();
let seeded;
const seedMs = await timed(async () => { seeded = await seedStandings(database.db, teams); });
await goLive(database.db);
const standingsMs = await timed(() => rebuildAllStandings(database.db));
const deps = { database, clock: systemClock };
const save = (id, scores) => timed(() => recordResults(deps, id, () => ({ scores, outcome: null })));
const out = { teams, seedMs, standingsMs, saveMs: [], scrapeMs: [], smallSaveMs: [], load: [os.loadavg()[0], 0] };
for (let round = 0; round < Number(roundsText); round += 1) {
  const dressage = { drScore: (26 + round) + '.0' };
  out.saveMs.push(await save(seeded.competitionId, [{ entryId: seeded.entryIds[0], scores: dressage }]));
  out.smallSaveMs.push(await save(seeded.smallCompetitionId, [{ entryId: seeded.smallEntryIds[0], scores: dressage }]));
  const scrape = seeded.entryIds.slice(0, 20).map((entryId, at) => ({
    entryId, scores: { xcStatus: 'OK', xcjScore: '0.0', xctScore: String((round + at) * 0.4) },
  }));
  out.scrapeMs.push(await save(seeded.competitionId, scrape));
}
out.load[1] = os.loadavg()[0];
await database.close();
fs.writeSync(1, 'RESULT ' + JSON.stringify(out) + '\\n');
`;

/** The old tree, extracted from git outside this repository (nothing of it is committed). */
function extractOldTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-old-design-'));
  const archive = execFileSync(
    'git',
    ['-C', root, 'archive', OLD_DESIGN_COMMIT, 'server', 'contract', 'package.json'],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(
    path.join(dir, 'old-standings-driver.ts'),
    driver(path.join(root, 'bench/lib/standings-seed.ts')),
  );
  return dir;
}

/** Runs the old design at one size on one database (a PGlite folder or a PostgreSQL URL). */
export async function runOldDesign(
  kind: 'pglite' | 'postgres',
  target: string,
  teams: number,
  rounds: number,
): Promise<OldDesignResult> {
  const dir = extractOldTree();
  try {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'old-standings-driver.ts', kind, target, String(teams), String(rounds)],
      { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const line = output.split('\n').find((text) => text.startsWith('RESULT '));
    if (code !== 0 || !line)
      throw new Error(`old design exited with ${code}: ${output.slice(-500)}`);
    return JSON.parse(line.slice('RESULT '.length)) as OldDesignResult;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
