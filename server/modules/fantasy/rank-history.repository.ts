import { sql } from 'drizzle-orm';
import type { RankPhase } from '../../../contract/rank-phases';
import type { Db } from '../../db/client';

export type RankHistoryRow = {
  snapshot_id: number;
  competition_id: number;
  competition_name: string;
  phase: RankPhase;
  taken_at: Date | string;
  overall_rank: number;
  overall_players: number;
  overall_points: number;
  competition_rank: number;
  competition_teams: number;
};

/** A player's kept ranks at the phase ends of one season's competitions, oldest first; only phase ends whose history is written whole. */
export async function listRankHistory(db: Db, userId: number, season: number) {
  const result = await db.execute(sql`
    select h.snapshot_id, s.competition_id, c.name as competition_name, s.phase, s.taken_at,
           h.overall_rank, s.players as overall_players, h.overall_points,
           h.competition_rank, s.teams as competition_teams
    from fantasy_rank_history h
    join fantasy_rank_snapshots s on s.id = h.snapshot_id
    join competitions c on c.id = s.competition_id
    where h.user_id = ${userId}
      -- A phase end's history counts once it is whole (its sizes are written last).
      and s.history_written_at is not null
      and c.start_date >= make_timestamptz(${season}, 1, 1, 0, 0, 0, 'UTC')
      and c.start_date < make_timestamptz(${season + 1}, 1, 1, 0, 0, 0, 'UTC')
    order by s.taken_at, c.start_date, s.id`);
  return (result as { rows: RankHistoryRow[] }).rows;
}
