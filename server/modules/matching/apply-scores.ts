import { scrapedScoresSchema, type ScrapedScores } from '../../../contract/scraping';
import { formatTenths } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import {
  findEntryScores,
  updateEntryPhaseScores,
  type PhaseScoresWrite,
} from '../live-scoring/live-scoring.repository';

/** The stored jsonb read back; anything that does not fit is treated as no scores. */
export function readScrapedScores(value: unknown): ScrapedScores {
  const parsed = scrapedScoresSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

const text = (tenths: number) => formatTenths(tenths);

/** The phase columns a scraped row publishes; phases not yet on the board are left out. */
export function phaseWrites(scores: ScrapedScores): Partial<PhaseScoresWrite> {
  const write: Partial<PhaseScoresWrite> = {};
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

const same = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Number(a) === Number(b));

/**
 * Writes a scraped row's published phases onto its entry (inside the caller's transaction,
 * which holds the competition lock). Points and positions are recomputed afterwards by live
 * scoring. Returns whether anything changed.
 */
export async function applyScrapedScores(
  db: Db,
  entryId: number,
  scores: ScrapedScores,
  now: Date,
): Promise<boolean> {
  const write = phaseWrites(scores);
  if (Object.keys(write).length === 0) return false;
  const current = await findEntryScores(db, entryId);
  if (!current) return false;
  const next: PhaseScoresWrite = {
    drStatus: current.drStatus,
    drScore: current.drScore,
    sjStatus: current.sjStatus,
    sjScore: current.sjScore,
    xcStatus: current.xcStatus,
    xcjScore: current.xcjScore,
    xctScore: current.xctScore,
    ...write,
  };
  const changed =
    next.drStatus !== current.drStatus ||
    next.sjStatus !== current.sjStatus ||
    next.xcStatus !== current.xcStatus ||
    !same(next.drScore ?? null, current.drScore) ||
    !same(next.sjScore ?? null, current.sjScore) ||
    !same(next.xcjScore ?? null, current.xcjScore) ||
    !same(next.xctScore ?? null, current.xctScore);
  if (!changed) return false;
  await updateEntryPhaseScores(db, entryId, next, now);
  return true;
}
