import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { feiCodeOf, type Country } from '../../../contract/countries';

let cache: { list: Country[]; byCode: Map<string, Country> } | undefined;

function load() {
  if (cache) return cache;
  countries.registerLocale(english);
  const names = countries.getNames('en', { select: 'official' });
  const list: Country[] = [];
  for (const [alpha2, name] of Object.entries(names)) {
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    if (!alpha3) continue;
    list.push({ name, alpha2, alpha3, code: feiCodeOf(alpha3) });
  }
  list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const byCode = new Map<string, Country>();
  for (const country of list) {
    byCode.set(country.alpha3, country);
    byCode.set(country.code, country);
  }
  cache = { list, byCode };
  return cache;
}

/** Every ISO 3166 country with its English name and FEI code, sorted by name; built once. */
export function listCountries(): Country[] {
  return load().list;
}

/** The country for an FEI or ISO alpha-3 code (any case), or undefined. */
export function findCountry(code: string): Country | undefined {
  return load().byCode.get(code.trim().toUpperCase());
}
