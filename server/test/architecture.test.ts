import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'server');

/** Every TypeScript file under a folder, as paths from the repository root. */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.relative(root, path.join(folder, file)));
}

/** The repository files a source file imports (relative imports only), from the root. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) =>
    path.relative(root, path.resolve(path.dirname(path.join(root, file)), `${specifier}.ts`)),
  );
}

describe('architecture', () => {
  const files = [...sourceFiles(server), ...sourceFiles(path.join(root, 'bench'))];

  it('writes scores in one place: only the results service imports the score-writing repository', () => {
    const writers = files.filter((file) =>
      importsOf(file).includes('server/modules/results/results.repository.ts'),
    );
    expect(writers).toEqual(['server/modules/results/results.service.ts']);
  });

  it('keeps teams and standings out of the score transaction (decision 051)', () => {
    const writer = ['results.service.ts', 'results.repository.ts'].map((name) =>
      importsOf(`server/modules/results/${name}`),
    );
    for (const imports of writer) {
      expect(
        imports.filter((file) => /modules\/(standings|fantasy|leaderboards)\//.test(file)),
      ).toEqual([]);
    }
  });

  it('keeps the access guards in the auth-context plugin alone', () => {
    const guards = files.filter((file) =>
      /export (const|function) (adminOnly|signedInOnly)\b/.test(
        fs.readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(guards).toEqual(['server/plugins/auth-context.ts']);
  });

  it('keeps a competition’s read state in one place: its live view (no second competition cache)', () => {
    const source = files.filter((file) => !file.endsWith('.test.ts') && !file.startsWith('bench/'));
    const containing = (pattern: RegExp) =>
      source.filter((file) => pattern.test(fs.readFileSync(path.join(root, file), 'utf8'))).sort();
    // What a change notification feeds: the live views, and the reminder job's next run.
    expect(containing(/\blisten\(\s*COMPETITION_CHANGED_CHANNEL/)).toEqual([
      'server/jobs/reminder.job.ts',
      'server/live/live-views.ts',
    ]);
    // A competition and its entries are read for answering in one place, and their answers'
    // ETags are made in one place.
    expect(containing(/\bgetCompetitionWithEntries\(/)).toEqual([
      'server/live/live-views.ts',
      'server/modules/competitions/competitions.service.ts',
    ]);
    expect(containing(/W\/"/)).toEqual(['server/live/answer.ts']);
    // Nothing answers HTTP requests around Fastify.
    expect(containing(/\.(removeAllListeners|prependListener)\(\s*'request'/)).toEqual([]);
  });
});
