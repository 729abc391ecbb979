import type { CompetitorHistoryEntry } from '@contract/competitors';
import { LineChart } from '@/components/ui/line-chart';
import { MONTHS } from '@/lib/dates';

const MAX_POINTS = 100;
const TICKS = [0, 25, 50, 75, MAX_POINTS];

/** "May 2026": the month of a start, short enough to stand under its point on any screen. */
export const monthLabel = (iso: string) => {
  const date = new Date(iso);
  return `${(MONTHS[date.getUTCMonth()] ?? '').slice(0, 3)} ${date.getUTCFullYear()}`;
};

/** The axis label of an event: its month, and "(live)" while its points are not final. */
export const eventLabel = (entry: Pick<CompetitorHistoryEntry, 'startDate' | 'inProgress'>) =>
  `${monthLabel(entry.startDate)}${entry.inProgress ? ' (live)' : ''}`;

/**
 * The combination's points per event, oldest on the left to newest on the right, labelled by the
 * month of each event (the table below names them). A live competition's points are not final:
 * its point is provisional (hollow, the line to it dashed).
 */
export function PointsChart({ entries }: { entries: readonly CompetitorHistoryEntry[] }) {
  const events = [...entries].sort(
    (a, b) =>
      new Date(a.startDate).getTime() - new Date(b.startDate).getTime() || a.entryId - b.entryId,
  );
  const live = events.some((entry) => entry.inProgress);
  return (
    <LineChart
      points={events.map((entry) => ({
        key: entry.entryId,
        label: eventLabel(entry),
        value: entry.total_pts,
        title: `${entry.competitionName}: ${entry.total_pts.toFixed(1)} points${entry.inProgress ? ' so far (live)' : ''}`,
        provisional: entry.inProgress,
      }))}
      ticks={TICKS}
      domain={[0, MAX_POINTS]}
      description="Points per competition, oldest first."
      caption={`Fantasy points per event, oldest to newest (maximum ${MAX_POINTS}).${live ? ' A hollow point is a live competition: its points are not final.' : ''}`}
    />
  );
}
