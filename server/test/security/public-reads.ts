import { ACCESS_MATRIX, type MatrixRow } from './access-matrix';
import type { World } from './world';

/** A rider on a horse in the open competition: the ids of its competitor page. */
export type OpenCombination = { entryId: number; athleteId: number; horseId: number };

/** The open competition's entries with their rider and horse ids (the world builds them first). */
export function openCombinations(world: World): OpenCombination[] {
  return world.ids.openEntries.map((entryId) => {
    const index = world.ids.entries.indexOf(entryId);
    const athleteId = world.ids.athletes[index];
    const horseId = world.ids.horses[index];
    if (athleteId === undefined || horseId === undefined) throw new Error('world without ids');
    return { entryId, athleteId, horseId };
  });
}

/** Every GET endpoint a visitor may call, from the access matrix (which covers every route). */
export const publicReadRows = (): MatrixRow[] =>
  ACCESS_MATRIX.filter(
    (row) => row.method === 'GET' && row.expect.visitor === 'ok' && !row.url.includes(' ('),
  );

/**
 * The URLs that read `row` about the open competition: one per combination where the path names
 * a rider and a horse, so a walk reads every entry as an attacker would. A path parameter this
 * does not know fails the walk, so a new public endpoint cannot slip past it.
 */
export function openCompetitionUrls(row: MatrixRow, world: World): string[] {
  const competitionId = world.ids.openCompetition;
  const fixed: Record<string, string> = {
    id: String(row.url.startsWith('/api/articles/') ? world.ids.publicArticle : competitionId),
    competitionId: String(competitionId),
    slug: world.strings.slugs[0] ?? '',
    subject: 'horse',
    level: 'All',
    month: '6',
    code: 'gbr',
  };
  const perCombination = row.url.includes(':athleteId');
  const combinations = perCombination ? openCombinations(world) : [undefined];
  return combinations.map((combination) =>
    row.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
      if (combination && name === 'athleteId') return String(combination.athleteId);
      if (combination && name === 'horseId') return String(combination.horseId);
      const value = fixed[name];
      if (value === undefined) throw new Error(`${row.url}: no value for :${name} in the walk`);
      return value;
    }),
  );
}
