import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getAlpha3Codes } from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { nationToFlagCode } from './nations';

const flagDir = fileURLToPath(new URL('../node_modules/flag-icons/flags/4x3', import.meta.url));
const availableFlags = new Set(readdirSync(flagDir).map((file) => file.replace(/\.svg$/, '')));

describe('nationToFlagCode', () => {
  it.each([
    ['GER', 'de'],
    ['NED', 'nl'],
    ['SUI', 'ch'],
    ['RSA', 'za'],
    ['POR', 'pt'],
    ['DEN', 'dk'],
    ['IRL', 'ie'],
    ['GBR', 'gb'],
    ['ENG', 'gb-eng'],
    ['SCO', 'gb-sct'],
    ['WAL', 'gb-wls'],
    ['NZL', 'nz'],
    ['AUS', 'au'],
    ['USA', 'us'],
    ['FRA', 'fr'],
    ['BEL', 'be'],
    ['SWE', 'se'],
    ['ITA', 'it'],
    ['ESP', 'es'],
    ['JPN', 'jp'],
    ['BRA', 'br'],
    ['CAN', 'ca'],
    ['POL', 'pl'],
    ['AUT', 'at'],
    ['CZE', 'cz'],
    ['HUN', 'hu'],
    ['FIN', 'fi'],
    ['NOR', 'no'],
    ['CHN', 'cn'],
    ['HKG', 'hk'],
    ['IND', 'in'],
    ['ARG', 'ar'],
    ['CHI', 'cl'],
    ['URU', 'uy'],
    ['MEX', 'mx'],
    ['UAE', 'ae'],
    ['KSA', 'sa'],
  ])('maps the FEI code %s to %s', (code, flag) => {
    expect(nationToFlagCode(code)).toBe(flag);
  });

  it('maps ISO alpha-3 codes that differ from the FEI ones', () => {
    expect(nationToFlagCode('DEU')).toBe('de');
    expect(nationToFlagCode('NLD')).toBe('nl');
    expect(nationToFlagCode('CHE')).toBe('ch');
    expect(nationToFlagCode('ZAF')).toBe('za');
    expect(nationToFlagCode('ARE')).toBe('ae');
  });

  it('accepts any case and surrounding spaces', () => {
    expect(nationToFlagCode('ger')).toBe('de');
    expect(nationToFlagCode(' Nzl ')).toBe('nz');
  });

  it('accepts alpha-2 codes', () => {
    expect(nationToFlagCode('DE')).toBe('de');
    expect(nationToFlagCode('ie')).toBe('ie');
    expect(nationToFlagCode('UK')).toBe('gb');
  });

  it.each([null, undefined, '', 'ZZZ', 'QQ', 'GERMANY', '12'])('maps %s to xx', (code) => {
    expect(nationToFlagCode(code)).toBe('xx');
  });

  it('maps every ISO alpha-3 country to its alpha-2 flag', () => {
    const codes = Object.entries(getAlpha3Codes());
    expect(codes.length).toBeGreaterThanOrEqual(249);
    for (const [alpha3, alpha2] of codes) {
      expect(nationToFlagCode(alpha3)).toBe(alpha2.toLowerCase());
      expect(availableFlags.has(alpha2.toLowerCase())).toBe(true);
    }
  });

  it('only ever returns codes that flag-icons ships', () => {
    const inputs = ['GER', 'ENG', 'NIR', 'KOS', 'TPE', 'VIE', 'USA', 'ZZZ', 'xk'];
    for (const code of inputs) expect(availableFlags.has(nationToFlagCode(code))).toBe(true);
  });
});
