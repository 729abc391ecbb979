import type { RankHistoryPoint } from '@contract/fantasy';
import { RANK_PHASE_LABELS } from '@contract/rank-phases';
import { LineChart } from '@/components/ui/line-chart';
import { groupThousands } from '@/lib/movement';

/** Guide lines at round ranks between the best and the worst shown. */
function rankTicks(best: number, worst: number): number[] {
  if (best === worst) return [best];
  const span = worst - best;
  const step = 10 ** Math.floor(Math.log10(span));
  const nice = [1, 2, 5, 10].map((k) => k * step).find((value) => span / value <= 4) ?? step * 10;
  const ticks = [best];
  // Round ranks between, none so close to an end that their labels would touch.
  for (let tick = Math.ceil(best / nice) * nice; tick < worst; tick += nice) {
    if (tick - best >= nice / 2 && worst - tick >= nice / 2) ticks.push(tick);
  }
  ticks.push(worst);
  return ticks;
}

/**
 * The player's overall rank after each phase end of the season, oldest on the left; rank 1 at
 * the top. Loaded on its own, only where it is shown (the app's one chart, `LineChart`).
 */
export default function RankChart({ points }: { points: readonly RankHistoryPoint[] }) {
  const ranks = points.map((point) => point.overallRank);
  const best = Math.min(...ranks);
  const worst = Math.max(...ranks);
  return (
    <LineChart
      points={points.map((point) => ({
        key: point.snapshotId,
        label: point.competitionName,
        value: point.overallRank,
        title: `${point.competitionName}, after ${RANK_PHASE_LABELS[point.phase]}: ${groupThousands(point.overallRank)} of ${groupThousands(point.overallPlayers)}`,
      }))}
      ticks={rankTicks(best, worst)}
      domain={[worst, best === worst ? best - 1 : best]}
      formatTick={groupThousands}
      description="Your overall rank after each phase of the season, oldest first, 1st at the top."
      caption="Overall rank after each phase you played this season (1st at the top)."
    />
  );
}
