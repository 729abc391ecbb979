import type { CompetitorHistoryEntry } from '@contract/competitors';
import { LineChart } from '@/components/ui/line-chart';

const MAX_POINTS = 100;

/** The combination's points per event, oldest on the left to newest on the right, labelled by event. */
export function PointsChart({ entries }: { entries: readonly CompetitorHistoryEntry[] }) {
  const points = [...entries].sort(
    (a, b) =>
      new Date(a.startDate).getTime() - new Date(b.startDate).getTime() || a.entryId - b.entryId,
  );
  return (
    <LineChart
      points={points.map((entry) => ({
        key: entry.entryId,
        label: entry.competitionName,
        value: Math.min(entry.total_pts, MAX_POINTS),
        title: `${entry.competitionName}: ${entry.total_pts.toFixed(1)} points`,
      }))}
      ticks={[0, 25, 50, 75, 100]}
      domain={[0, MAX_POINTS]}
      description="Points per competition, oldest first."
      caption="Fantasy points per event, oldest to newest (maximum 100)."
    />
  );
}
