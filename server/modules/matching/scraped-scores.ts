import { scrapedScoresSchema, type ScrapedScores } from '../../../contract/scraping';
import { formatTenths } from '../../../contract/scoring';
import type { ScoreWrite } from '../results/results.service';

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
