import { LEVELS, type Level } from './constants';

/**
 * The competition level a results row names (docs/rules.md#form-and-prices). FEI exports write the
 * class in several ways ("CCI4*-L", "CCI4-L", "CCIO4*-NC-S", "CCI4*-S (M)", "Millstreet · CCI3*-L");
 * a text that names several different classes (a show's whole programme, "CCI4*-L , CCI4*-S")
 * names none, so its level is unknown (null).
 */
export function parseLevel(text: string): Level | null {
  const found = new Set<Level>();
  for (const match of text
    .toUpperCase()
    .matchAll(/CCI[OJY]*([1-5])\*?(?:-NC)?(?:-([LS])|-INTRO)?/g)) {
    const stars = match[1];
    const length = match[2];
    const code = stars === '1' ? 'CCI1*' : length ? `CCI${stars ?? ''}*-${length}` : null;
    const level = LEVELS.find((candidate) => candidate === code);
    if (level) found.add(level);
    else return null;
  }
  if (found.size !== 1) return null;
  return [...found][0] ?? null;
}

/**
 * The class a start rode, as the expected-points model keys it (docs/rules.md#expected-points):
 * its FEI level when the text names one; a national class ("USEA Novice", "BE100") under its own
 * name, spaces and case aside; null when the class is not known: no text, a programme of several
 * classes ("CCI4*-L , CCI4*-S", "BE90, BE100"), or an FEI class the game has no level for.
 */
export function startClass(text: string): string | null {
  const level = parseLevel(text);
  if (level) return level;
  const name = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (name === '' || /CCI/i.test(name) || /[,;/]/.test(name)) return null;
  return name;
}
