import { scrapedScoresSchema, type ScrapedScores } from '../../../contract/scraping';
import { formatTenths, toTenths, type Phase } from '../../../contract/scoring';
import { sameValue } from '../results/recorded-values';
import type { ScoreWrite } from '../results/results.service';
import type { HeldScores } from './matching.repository';

/** The stored jsonb read back; anything that does not fit is treated as no scores. */
export function readScrapedScores(value: unknown): ScrapedScores {
  const parsed = scrapedScoresSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

const text = (tenths: number) => formatTenths(tenths);

/**
 * The phase columns a scraped row publishes, for `recordResults`; phases not yet on the board
 * are left out.
 */
export function phaseWrites(scores: ScrapedScores): ScoreWrite['scores'] {
  const write: ScoreWrite['scores'] = {};
  const { dressage, showJumping, crossCountry } = scores;
  if (dressage) {
    write.drStatus = 'status' in dressage ? dressage.status : null;
    write.drScore = 'penalties' in dressage ? text(dressage.penalties) : null;
  }
  if (showJumping) {
    write.sjStatus = 'status' in showJumping ? showJumping.status : 'OK';
    write.sjScore = 'penalties' in showJumping ? text(showJumping.penalties) : null;
  }
  if (crossCountry) {
    const scored = 'jump' in crossCountry;
    write.xcStatus = scored ? 'OK' : crossCountry.status;
    write.xcjScore = scored ? text(crossCountry.jump) : null;
    write.xctScore = scored ? text(crossCountry.time) : null;
  }
  return write;
}

const PHASE_VALUES = [
  ['dressage', ['drStatus', 'drScore']],
  ['showJumping', ['sjStatus', 'sjScore']],
  ['crossCountry', ['xcStatus', 'xcjScore', 'xctScore']],
] as const;

export type Released = {
  /** Empties the phases the entry still holds as the row wrote them. */
  scores: ScoreWrite['scores'];
  cleared: Phase[];
  /** Phases the row wrote that hold other values now: changed since, so they stay. */
  kept: Phase[];
};

/**
 * What a row's match takes back from the entry it leaves (decision 089): each phase the row
 * publishes that the entry still holds exactly as written is emptied; a phase changed since is
 * kept. Phases the row does not publish, or the entry holds nothing of, are not mentioned.
 */
export function releasedScores(held: HeldScores, written: ScoreWrite['scores']): Released {
  const released: Released = { scores: {}, cleared: [], kept: [] };
  for (const [phase, keys] of PHASE_VALUES) {
    if (!keys.some((key) => key in written)) continue;
    if (keys.every((key) => held[key] === null)) continue;
    if (keys.every((key) => sameValue(key, written[key] ?? null, held[key]))) {
      for (const key of keys) released.scores[key] = null;
      released.cleared.push(phase);
    } else {
      released.kept.push(phase);
    }
  }
  return released;
}

export type BoardChanges = {
  /** The phases the board changed since its previous reading, for `recordResults`. */
  scores: ScoreWrite['scores'];
  /** Phases the board still shows as before while the entry holds other values (changed by hand). */
  kept: { phase: Phase; board: string; held: string }[];
};

type PhaseKey = (typeof PHASE_VALUES)[number][1][number];
type PhaseValues = Partial<Record<PhaseKey, string | null>>;

const penalty = (value: string | null | undefined) => {
  const tenths = toTenths(value);
  return tenths === null ? null : formatTenths(tenths);
};

/** A phase's values as the operator reads them: a status, the penalties, or nothing. */
function shown(phase: Phase, values: PhaseValues): string {
  const status = values.drStatus ?? values.sjStatus ?? values.xcStatus ?? null;
  if (status !== null && status !== 'OK') return status;
  if (phase === 'dressage') return penalty(values.drScore) ?? 'nothing';
  if (phase === 'showJumping') return penalty(values.sjScore) ?? 'nothing';
  const jump = penalty(values.xcjScore);
  const time = penalty(values.xctScore);
  return jump === null || time === null ? 'nothing' : `${jump} + ${time}`;
}

const pick = (keys: readonly PhaseKey[], from: PhaseValues): PhaseValues =>
  Object.fromEntries(keys.map((key) => [key, from[key] ?? null]));

/**
 * What a scrape writes to an entry its row held at the previous reading too (decision 112): only
 * the phases the board changed since. A phase the board shows as before is left as the entry
 * holds it, so a correction typed in the score form, a results file or an undo stands until the
 * board changes that phase; where the entry and the board then differ, `kept` says so.
 */
export function boardChanges(
  now: ScoreWrite['scores'],
  earlier: ScoreWrite['scores'],
  held: HeldScores | undefined,
): BoardChanges {
  const changes: BoardChanges = { scores: { ...now }, kept: [] };
  for (const [phase, keys] of PHASE_VALUES) {
    if (!keys.some((key) => key in now)) continue;
    const unchanged =
      keys.every((key) => key in earlier) &&
      keys.every((key) => sameValue(key, now[key] ?? null, earlier[key] ?? null));
    if (!unchanged) continue;
    for (const key of keys) delete changes.scores[key];
    if (held && !keys.every((key) => sameValue(key, now[key] ?? null, held[key]))) {
      changes.kept.push({
        phase,
        board: shown(phase, pick(keys, now)),
        held: shown(phase, pick(keys, held)),
      });
    }
  }
  return changes;
}
