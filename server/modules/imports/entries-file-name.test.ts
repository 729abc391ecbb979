import { describe, expect, it } from 'vitest';
import { entriesFileDisposition, entriesFileName } from './results-file.service';

describe('the entries download’s file name', () => {
  it('drops accents from the plain name instead of splitting words at them', () => {
    expect(entriesFileName('Crème Brûlée CCI4*-S')).toBe('Creme_Brulee_CCI4_-S_entries.csv');
    expect(entriesFileName('Bicton 1/2')).toBe('Bicton_1_2_entries.csv');
    expect(entriesFileName('東京')).toBe('competition_entries.csv');
  });

  it('percent-encodes the own name as RFC 8187 allows, so every character reads back', () => {
    const name = "Château d'Œx (1/2) CCI4*-S";
    const disposition = entriesFileDisposition(name);
    expect(disposition).toBe(
      'attachment; filename="Chateau_d_x_1_2_CCI4_-S_entries.csv"; ' +
        "filename*=UTF-8''Ch%C3%A2teau%20d%27%C5%92x%20%281%2F2%29%20CCI4%2A-S_entries.csv",
    );
    const own = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(own).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(own)).toBe(`${name}_entries.csv`);
  });
});
