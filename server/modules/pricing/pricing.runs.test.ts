import { describe, expect, it } from 'vitest';
import { modelHorseKeys } from './pricing.runs';

describe('modelHorseKeys', () => {
  it('reads horses of one name as one horse, whoever rides them and however it is written', () => {
    const keys = modelHorseKeys([
      { id: 1, name: 'JL Dublin', feiId: null },
      { id: 2, name: 'JL DUBLIN', feiId: null },
      { id: 3, name: 'Ballaghmor Class', feiId: '104HD77' },
    ]);
    expect(keys.get(1)).toBe(keys.get(2));
    expect(keys.get(3)).not.toBe(keys.get(1));
  });

  it('keeps horses of one name apart when they hold different FEI ids', () => {
    const keys = modelHorseKeys([
      { id: 1, name: 'Cooley Quest', feiId: '105AA01' },
      { id: 2, name: 'Cooley Quest', feiId: '106BB02' },
      { id: 3, name: 'Cooley Quest', feiId: null },
    ]);
    expect(keys.get(1)).not.toBe(keys.get(2));
    // Without an FEI id a record cannot say which of them it is: it is read by its name.
    expect(keys.get(3)).not.toBe(keys.get(1));
    expect(keys.get(3)).not.toBe(keys.get(2));
  });

  it('reads one FEI id among records of the same name as the same horse', () => {
    const keys = modelHorseKeys([
      { id: 1, name: 'Vitali', feiId: '104XY12' },
      { id: 2, name: 'Vitali', feiId: null },
    ]);
    expect(keys.get(1)).toBe(keys.get(2));
  });
});
