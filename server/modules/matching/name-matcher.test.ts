import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeMatches } from './assign-matches';
import { compareCombination } from './name-matcher';
import { editDistance, trigramSimilarity } from './name-similarity';

const match = (sr: string, sh: string, er: string, eh: string) =>
  compareCombination({ rider: sr, horse: sh }, { rider: er, horse: eh });

describe('name matcher', () => {
  it('gives exact, variation and ai with their confidences', () => {
    expect(
      match('Oliver Townend', 'Ballaghmor Class', 'Oliver Townend', 'Ballaghmor Class'),
    ).toEqual({
      matchType: 'exact',
      confidence: 1,
    });
    expect(
      match('TOWNEND, Oliver', 'Ballaghmor Class', 'Oliver Townend', 'Ballaghmor Class'),
    ).toEqual({
      matchType: 'variation',
      confidence: 0.95,
    });
    expect(match('O. Townend', 'Ballaghmor Class', 'Oliver Townend', 'Ballaghmor Class')).toEqual({
      matchType: 'variation',
      confidence: 0.9,
    });
    expect(
      match('Ludwig Svennerstal', 'Shamwari 4', 'Ludwig Svennerstål', 'Shamwari 4')?.matchType,
    ).toBe('variation');
    expect(match('Buck Davidson Jr', 'Carlevo', 'Buck Davidson', 'Carlevo')?.matchType).toBe(
      'variation',
    );
    expect(
      match('Ingrid Klimke', 'Hale Bob OLD', 'Ingrid Klimke', 'SAP Hale Bob OLD')?.matchType,
    ).toBe('variation');
    expect(match('Tom Mc Ewen', 'JL Dublin', 'Tom McEwen', 'JL Dublin')?.matchType).toBe(
      'variation',
    );
    const typo = match('Olivr Townend', 'Ballaghmor Clas', 'Oliver Townend', 'Ballaghmor Class');
    expect(typo?.matchType).toBe('ai');
    expect(typo?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(typo?.confidence).toBeLessThan(0.9);
  });

  it('needs both rider and horse to agree', () => {
    expect(
      match('Oliver Townend', 'Ballaghmor Class', 'Oliver Townend', 'Cooley Rosalent'),
    ).toBeNull();
    expect(match('Tim Price', 'Falco', 'Jonelle Price', 'Falco')).toBeNull();
    expect(match('Emily King', 'Valmy Biats', 'Kitty King', 'Valmy Biats')).toBeNull();
    expect(match('Laura Collett', 'London 52', 'Laura Collett', 'London 53')).toBeNull();
    expect(match('Ros Canter', 'Allstar B', 'Ros Canter', 'Allstar C')).toBeNull();
    expect(match('Bubby Upton', 'Cola III', 'Bubby Upton', 'Cola II')).toBeNull();
    // One word in common, a prefix on one side and a short word on the other: two horses that
    // Oliver Townend rode at Kentucky in 2010.
    expect(
      match('Oliver Townend', 'Master Boy', 'Oliver Townend', 'Ashdale Cruise Master'),
    ).toBeNull();
    expect(
      match('Oliver Townend', 'Ashdale Cruise Master', 'Oliver Townend', 'Master Boy'),
    ).toBeNull();
    expect(match('Ingrid Klimke', 'Hale Bob OLD', 'Ingrid Klimke', 'SAP Hale Bob')?.matchType).toBe(
      'variation',
    );
  });

  it("reads a studbook's number after a horse's name as a mark, never a name that is a number", () => {
    const horse = (scraped: string, entry: string) =>
      match('Ingrid Klimke', scraped, 'Ingrid Klimke', entry)?.matchType ?? null;
    expect(horse('Quintus', 'Quintus 134')).toBe('variation');
    expect(horse('QUINTUS 134 (GER)', 'Quintus')).toBe('variation');
    expect(horse('Nu Pagadi', 'Nu Pagadi 5')).toBe('variation');
    // Two numbers are two horses of one name, as two Roman numerals are.
    expect(horse('Quintus 134', 'Quintus 135')).toBeNull();
    expect(horse('London 52', 'London 53')).toBeNull();
    expect(horse('Cola II', 'Cola III')).toBeNull();
    expect(horse('Cola', 'Cola III')).toBeNull();
    // A horse whose name is a number keeps it whole.
    expect(horse('2000', '2000 5')).toBeNull();
    expect(horse('1000', 'Fernhill 1000')).toBeNull();
    expect(horse('Top', 'Top 10')).toBeNull();
  });

  it("proposes a number on one horse's name for a studbook's code or mark on the other, at 0.85", () => {
    const horse = (scraped: string, entry: string) =>
      match('Ingrid Klimke', scraped, 'Ingrid Klimke', entry);
    const proposal = { matchType: 'ai', confidence: 0.85 };
    expect(horse('FRH Quintus', 'Quintus 134')).toEqual(proposal);
    expect(horse('Quintus 134', 'FRH Quintus')).toEqual(proposal);
    expect(horse('QUINTUS 134 (GER)', 'FRH Quintus')).toEqual(proposal);
    expect(horse('CARAMIA FRH', 'Caramia 34')).toEqual(proposal);
    expect(horse('Quintus VDL', 'Quintus 5')).toEqual(proposal);
    expect(horse('MGH Quintus', 'Quintus 134')).toEqual(proposal);
    expect(horse('KBIS Quintus', 'Quintus 134')).toEqual(proposal);
    // A repeated word shifted by the code is paired in order.
    expect(horse('FRH Tom Tom Go', 'Tom Tom Go 3')).toEqual(proposal);
    expect(horse('Tom Tom Go 3', 'FRH Tom Tom Go')).toEqual(proposal);
    expect(horse('FRH Tom Tom Go', 'Tom Go 3')).toBeNull();
    // Words out of order stay apart, however they are paired.
    expect(horse('Master Class', 'Class Master')).toBeNull();
    expect(horse('FRH Class Master', 'Master Class 3')).toBeNull();
    // Only a name without a number meets one with a number.
    expect(horse('FRH Quintus 134', 'Quintus 22')).toBeNull();
    expect(horse('Quintus 134 FRH', 'Quintus 22')).toBeNull();
    expect(horse('QUINTUS 134 (GER)', 'Quintus 22 (GER)')).toBeNull();
    // A word before the name that is no studbook's code, or a letter after it, stays apart.
    expect(horse('Lucky Quintus', 'Quintus 134')).toBeNull();
    expect(horse('Mr Quintus', 'Quintus 134')).toBeNull();
    expect(horse('KBIS QUINTUS', 'QUINTUS 134')).toBeNull();
    expect(horse('Quintus B', 'Quintus 134')).toBeNull();
    expect(horse('FRH Top', 'Top 10')).toBeNull();
    // A mistyped name with a mark for a number is too far from a rule to be proposed.
    expect(horse('FRH Quintis', 'Quintus 134')).toBeNull();
  });

  it('is exact for any name compared with itself, and case never matters', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{1,30}$/);
    fc.assert(
      fc.property(name, name, (rider, horse) => {
        expect(match(rider, horse, rider, horse)?.matchType).toBe('exact');
        const upper = match(rider.toUpperCase(), horse.toUpperCase(), rider, horse);
        if (/[a-z]/i.test(rider) && /[a-z]/i.test(horse)) expect(upper).not.toBeNull();
      }),
      { numRuns: 3000 },
    );
  });

  it('gives a confidence between 0 and 1 with two decimals', () => {
    const name = fc.stringMatching(/^[A-Za-z]{2,8}( [A-Za-z]{2,8}){0,2}$/);
    fc.assert(
      fc.property(name, name, name, name, (a, b, c, d) => {
        const result = match(a, b, c, d);
        if (result) {
          expect(result.confidence).toBeGreaterThanOrEqual(0);
          expect(result.confidence).toBeLessThanOrEqual(1);
          expect(Math.round(result.confidence * 100) / 100).toBe(result.confidence);
        }
      }),
    );
  });

  it('measures edit distance with swaps and trigram similarity', () => {
    expect(editDistance('pheonix', 'phoenix')).toBe(1);
    expect(editDistance('olivia', 'oliver')).toBe(2);
    expect(trigramSimilarity('townend', 'townend')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('assigning matches within a competition', () => {
  const entries = [
    { entryId: 1, rider: 'Oliver Townend', horse: 'Ballaghmor Class' },
    { entryId: 2, rider: 'Oliver Townend', horse: 'Cooley Rosalent' },
    { entryId: 3, rider: 'Tim Price', horse: 'Falco' },
  ];

  it('gives each entry to one scraped row at most, the best one', () => {
    const proposals = proposeMatches(
      [
        { key: 10, rider: 'Oliver Townend', horse: 'Ballaghmor Class' },
        { key: 11, rider: 'O. Townend', horse: 'Ballaghmor Class' },
        { key: 12, rider: 'Tim Price', horse: 'Falco' },
      ],
      entries,
      { allowAi: true },
    );
    expect(proposals.map((p) => [p.key, p.entryId, p.match.matchType])).toEqual([
      [10, 1, 'exact'],
      [12, 3, 'exact'],
    ]);
  });

  it('leaves fuzzy matches out unless asked, and ties for a person', () => {
    const typo = [{ key: 20, rider: 'Olivr Townend', horse: 'Ballaghmor Clas' }];
    expect(proposeMatches(typo, entries, { allowAi: false })).toEqual([]);
    expect(proposeMatches(typo, entries, { allowAi: true })).toHaveLength(1);
    const twins = [
      { entryId: 5, rider: 'Sam Watson', horse: 'Talisman' },
      { entryId: 6, rider: 'Sam Watson', horse: 'Talisman' },
    ];
    expect(
      proposeMatches([{ key: 1, rider: 'Sam Watson', horse: 'Talisman' }], twins, {
        allowAi: true,
      }),
    ).toEqual([]);
  });
});
