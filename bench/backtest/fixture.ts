/**
 * Reads a results fixture in the results-history import format (docs/rules.md#admin) into the
 * starts the backtest replays: one per row, keyed by event and by rider and horse names as the
 * matcher normalises them.
 */
import fs from 'node:fs';
import Papa from 'papaparse';
import type { ModelRun } from '../../contract/expected-points';
import { normaliseRun } from '../../contract/form';
import { startClass } from '../../contract/levels';
import { computePointsTenths, toTenths } from '../../contract/scoring';
import { readStatusCode } from '../../contract/status-codes';
import { horseTokens, riderTokens } from '../../server/modules/matching/name-normalise';

export type FixtureStart = ModelRun & {
  /** The level text as written (a show's programme when it names several classes). */
  levelText: string;
  /** Fantasy points the start scored (tenths). */
  points: number;
};

/** Every row of the fixture as a start, in file order. */
export function readFixture(file: string): FixtureStart[] {
  const { data } = Papa.parse<Record<string, string>>(fs.readFileSync(file, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  return data.map((row) => {
    const scores = {
      // Status codes as results write them (RF, E, R, W…), read as the history import reads them.
      drStatus: readStatusCode(row.dr_status ?? ''),
      drScore: toTenths(row.dressage),
      sjStatus: readStatusCode(row.sj_status ?? ''),
      sjScore: toTenths(row.sj_penalties),
      xcStatus: readStatusCode(row.xc_status ?? ''),
      xcjScore: toTenths(row.xc_jump_penalties),
      xctScore: toTenths(row.xc_time_penalties),
    };
    const levelText = row.level ?? '';
    return {
      event: `${row.event_name ?? ''}|${row.event_date ?? ''}|${levelText}`,
      date: row.event_date ?? '',
      level: startClass(levelText),
      levelText,
      rider: [...riderTokens(row.rider ?? '')].sort().join(' '),
      horse: horseTokens(row.horse ?? '').join(' '),
      scores,
      points: computePointsTenths(normaliseRun(scores)).totalPts,
    };
  });
}
