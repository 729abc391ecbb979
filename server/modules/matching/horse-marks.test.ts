import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { compareCombination, type Combination } from './name-matcher';
import { riderTokens } from './name-normalise';

/** The real results in bench/fixtures (bench/fixtures/README.md): FEI long formats, FEI 2026, US. */
const FILES = ['fei-long-format-2008-2025.csv', 'fei-results.csv', 'us-eventing-2020-21.csv'];
const folder = path.join(import.meta.dirname, '../../../bench/fixtures');

const combinations: Combination[] = [
  ...new Map(
    FILES.flatMap(
      (file) =>
        Papa.parse<Combination>(fs.readFileSync(path.join(folder, file), 'utf8'), {
          header: true,
          skipEmptyLines: true,
        }).data,
    )
      .filter((row) => row.rider && row.horse && !row.horse.endsWith('...'))
      .map((row) => [`${row.rider}|${row.horse}`, { rider: row.rider, horse: row.horse }] as const),
  ).values(),
];

type Pair = [Combination, Combination];
const NUMBERED = /^(.*\p{L}.*?)\s+(\d{1,4})$/u;

/** A board's ways of writing a numbered horse: number dropped, a studbook prefix or mark instead. */
const truePairs: Pair[] = [
  // One horse on two FEI results: its studbook's mark at one event, its number at another.
  [
    { rider: 'Libussa LÜBBEKE', horse: 'CARAMIA FRH' },
    { rider: 'Libussa Lübbeke', horse: 'Caramia 34' },
  ],
];
for (const entry of combinations) {
  const numbered = NUMBERED.exec(entry.horse);
  if (numbered) {
    const core = numbered[1] ?? '';
    for (const horse of [core, `FRH ${core}`, `${core} FRH`]) {
      truePairs.push([{ rider: entry.rider, horse }, entry]);
    }
  }
}

const riderKey = (name: string) => [...riderTokens(name)].sort().join(' ');
/** Two spellings of one horse that one rider rode, found among the pairs below. */
const SAME_HORSE = new Set([
  'always in time|fe always in time',
  "voltaire de tre|voltaire de tre'",
  'duke of champion|duke of champions',
  'capitol h i m|capitol him',
  'early review|early review cbf',
  'kingsfield jasperreto|kingsfield jasperretto',
  'chersterlands fiona|chesterlands fiona',
  "traveler's bay|traveler’s bay",
  'caramia 34|caramia frh',
]);
/** One rider's "Pied Piper" and "Piper": a word before the name, as a sponsor's is, so proposed. */
const PROPOSED_ALREADY = 'pied piper|piper';

/** Different horses: each rider's other horses, and two numbers of one name (Quintus 134, 54). */
const falsePairs: Pair[] = [];
const byRider = new Map<string, Combination[]>();
for (const entry of combinations) {
  const key = riderKey(entry.rider);
  byRider.set(key, [...(byRider.get(key) ?? []), entry]);
}
for (const horses of byRider.values()) {
  horses.forEach((a, i) =>
    horses.slice(i + 1).forEach((b) => {
      const names = [a.horse.toLowerCase(), b.horse.toLowerCase()].sort().join('|');
      if (
        a.horse.toLowerCase() !== b.horse.toLowerCase() &&
        !SAME_HORSE.has(names) &&
        names !== PROPOSED_ALREADY
      ) {
        falsePairs.push([a, b]);
      }
    }),
  );
}
for (const entry of combinations) {
  const numbered = NUMBERED.exec(entry.horse);
  if (!numbered) continue;
  const core = numbered[1] ?? '';
  const other = `${core} ${Number(numbered[2]) + 1}`;
  for (const horse of [other, `FRH ${other}`, `${other} FRH`]) {
    falsePairs.push([{ rider: entry.rider, horse }, entry]);
  }
}

const proposed = (pairs: readonly Pair[]) =>
  pairs.filter(([scraped, entry]) => compareCombination(scraped, entry) !== null);

describe("a horse's studbook prefix, mark or number on real names", () => {
  it('finds the pairs that differ only by them and proposes no two different horses', () => {
    const found = proposed(truePairs);
    const wrong = proposed(falsePairs);
    const missed = truePairs.filter((pair) => !found.includes(pair));
    // A name repeating a word and moved by a prefix (FRH Tom Tom Go / Tom Tom Go 3) is found too.
    expect(truePairs).toHaveLength(592);
    expect(missed.map(([a, b]) => `${a.horse} / ${b.horse}`)).toEqual([]);
    expect(falsePairs).toHaveLength(12_777);
    expect(wrong).toEqual([]);
  });
});
