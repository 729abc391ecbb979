import { LEVELS, type Level } from './constants';

/**
 * One class code as FEI writes it: CCI4*-S, CCI4*-S (M), CCIO4*-NC-S (Nations Cup), CCIYJ2*-S and
 * CCIJ1*-Intro (young riders, juniors), CCIP2-S (ponies), CCI1*-Intro.
 */
const CLASS_CODE = /\bCCI(?:O|YJ|Y|J|P)?([1-5])\*?(?:-NC)?(?:-(L|S|Intro)\b)?/gi;

function levelOfMatch(stars: string, format: string | undefined): Level | null {
  const code =
    format === undefined || format.toLowerCase() === 'intro'
      ? `CCI${stars}*`
      : `CCI${stars}*-${format.toUpperCase()}`;
  return LEVELS.find((level) => level === code) ?? null;
}

/**
 * The competition level a results text names (docs/rules.md#results-history). FEI exports write
 * the class in several ways ("CCI4*-L", "CCI4-L", "CCIO4*-NC-S", "CCI4*-S (M)", "Millstreet ·
 * CCI3*-L", "CCI1*-Intro" is CCI1*); a text that names several different classes (a show's whole
 * programme, "CCI4*-L , CCI4*-S"), a class the game has no level for ("CCI5*-S") or none
 * ("CH-M-U25-C") names no level: null.
 */
export function parseLevel(text: string): Level | null {
  const found = new Set<Level | null>();
  for (const match of text.matchAll(CLASS_CODE)) found.add(levelOfMatch(match[1] ?? '', match[2]));
  if (found.size !== 1) return null;
  const [only] = found;
  return only ?? null;
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
