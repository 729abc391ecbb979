import { sql } from 'drizzle-orm';
import { lastEndedPhase, ridingPhases, type RankPhase } from '../../../contract/rank-phases';
import { toTenths } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import type { EntryScoreRow } from './results.service';

type LockedCompetition = { id: number; level: string };

const scoresOf = (row: EntryScoreRow) => ({
  drStatus: row.drStatus,
  drScore: toTenths(row.drScore),
  sjStatus: row.sjStatus,
  sjScore: toTenths(row.sjScore),
  xcStatus: row.xcStatus,
  xcjScore: toTenths(row.xcjScore),
  xctScore: toTenths(row.xctScore),
});

/** The last riding phase every combination still in has finished (the final results aside). */
export const ridingPhaseEnded = (competition: LockedCompetition, rows: readonly EntryScoreRow[]) =>
  lastEndedPhase(rows.map(scoresOf), competition.level, 'live');

/**
 * When this save has just ended a phase, keeps the entries' points as they stand at its end
 * (fantasy_rank_snapshots, decision 052): one row of a few dozen numbers, whatever the number of
 * teams. Never a phase before one already kept; once per phase.
 */
export async function keepPhaseEnd(
  tx: Db,
  competition: LockedCompetition,
  endedBefore: RankPhase | null,
  rows: readonly EntryScoreRow[],
  now: Date,
): Promise<void> {
  const ended = ridingPhaseEnded(competition, rows);
  if (!ended || ended === endedBefore) return;
  const order: RankPhase[] = [...ridingPhases(competition.level), 'final'];
  const later = order.slice(order.indexOf(ended));
  const ids = rows.map((row) => row.id);
  const points = rows.map((row) => toTenths(row.totalPts) ?? 0);
  await tx.execute(sql`
    insert into fantasy_rank_snapshots (competition_id, phase, taken_at, entry_ids, entry_points)
    select ${competition.id}, ${ended}, ${now.toISOString()}::timestamptz,
           ${`{${ids.join(',')}}`}::int[], ${`{${points.join(',')}}`}::int[]
    where not exists (
      select 1 from fantasy_rank_snapshots
      where competition_id = ${competition.id} and phase = any(${`{${later.join(',')}}`}::text[])
    )
    on conflict (competition_id, phase) do nothing`);
}
