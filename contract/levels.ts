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
