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
 * The level code a level text names (docs/rules.md#results-history): "CCI4*-S (M)" is CCI4*-S,
 * "CCI1*-Intro" is CCI1*. A text naming several classes ("CCI4*-L , CCI4*-S") or none
 * ("CH-M-U25-C") names no one level: null.
 */
export function levelCodeOf(level: string): Level | null {
  const found = new Set<Level | null>();
  for (const match of level.matchAll(CLASS_CODE)) found.add(levelOfMatch(match[1] ?? '', match[2]));
  if (found.size !== 1) return null;
  const [only] = found;
  return only ?? null;
}
