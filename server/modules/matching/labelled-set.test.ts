import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { compareCombination } from './name-matcher';

type LabelledPair = {
  scraped_rider: string;
  scraped_horse: string;
  entry_rider: string;
  entry_horse: string;
  label: 'match' | 'non-match';
  category: string;
};

const file = path.join(import.meta.dirname, 'fixtures', 'labelled-name-pairs.csv');
const pairs = Papa.parse<LabelledPair>(fs.readFileSync(file, 'utf8'), {
  header: true,
  skipEmptyLines: true,
}).data;

describe('name matching on the labelled set', () => {
  it('holds at least 300 pairs of true matches and near-miss non-matches', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    expect(pairs.filter((p) => p.label === 'match').length).toBeGreaterThan(100);
    expect(pairs.filter((p) => p.label === 'non-match').length).toBeGreaterThan(100);
  });

  it('reaches precision >= 0.99 and recall >= 0.95 for automatic matches, and prints them', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const mistakes: string[] = [];
    const byType = { exact: 0, variation: 0, ai: 0 };
    for (const pair of pairs) {
      const match = compareCombination(
        { rider: pair.scraped_rider, horse: pair.scraped_horse },
        { rider: pair.entry_rider, horse: pair.entry_horse },
      );
      const truth = pair.label === 'match';
      const describe = `${pair.category}: ${pair.scraped_rider} / ${pair.scraped_horse} vs ${pair.entry_rider} / ${pair.entry_horse}`;
      if (match) byType[match.matchType] += 1;
      if (match && truth) truePositives += 1;
      if (match && !truth) {
        falsePositives += 1;
        mistakes.push(`false match (${match.matchType} ${match.confidence}) ${describe}`);
      }
      if (!match && truth) {
        falseNegatives += 1;
        mistakes.push(`missed ${describe}`);
      }
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    const report = [
      `labelled pairs: ${pairs.length} (${truePositives + falseNegatives} matches)`,
      `automatic matches: ${truePositives + falsePositives} (exact ${byType.exact}, variation ${byType.variation}, ai ${byType.ai})`,
      `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
      ...mistakes,
    ].join('\n  ');
    console.log(`Name matching figures:\n  ${report}`);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
