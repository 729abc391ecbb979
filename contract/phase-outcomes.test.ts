import { describe, expect, it } from 'vitest';
import { phaseOutcomes } from './phase-outcomes';
import { noScores, type EntryScores } from './scoring';

const scores = (values: Partial<EntryScores>): EntryScores => ({
  ...noScores(),
  ...values,
});

describe('phase outcomes', () => {
  it("scores completed phases with the game's points", () => {
    // 27.3 → 17; 4 → 16; 0.8 time → 58 (worked example 1 of docs/rules.md).
    expect(phaseOutcomes(scores({ drScore: 273, sjScore: 40, xcjScore: 0, xctScore: 8 }))).toEqual([
      { points: 170 },
      { points: 160 },
      { points: 580 },
    ]);
  });

  it('fails the phase with a status and every phase left unridden after it', () => {
    expect(phaseOutcomes(scores({ drScore: 300, xcStatus: 'EL' }))).toEqual([
      { points: 150 },
      'failed',
      'failed',
    ]);
    expect(
      phaseOutcomes(scores({ drScore: 300, sjStatus: 'RET', xcjScore: 0, xctScore: 0 })),
    ).toEqual([{ points: 150 }, 'failed', { points: 600 }]);
  });

  it('says nothing of phases not ridden yet, nor of a start that never began', () => {
    expect(phaseOutcomes(scores({ drScore: 300 }))).toEqual([{ points: 150 }, null, null]);
    expect(phaseOutcomes(scores({ drStatus: 'WD' }))).toBeNull();
    expect(phaseOutcomes(scores({ drStatus: 'NS' }))).toBeNull();
    expect(phaseOutcomes(scores({}))).toBeNull();
  });
});
