import type { CompetitorHistoryEntry } from '@contract/competitors';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 36, left: 36 };
const MAX_POINTS = 100;

/** An event's label under its point: the competition's name, cut to the room it has. */
function eventLabel(name: string, maxChars: number): string {
  if (name.length <= maxChars) return name;
  return `${name.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

/**
 * The combination's points per event, oldest on the left to newest on the right, labelled by
 * event, as a small dependency-free SVG.
 */
export function PointsChart({ entries }: { entries: readonly CompetitorHistoryEntry[] }) {
  const points = [...entries].sort(
    (a, b) =>
      new Date(a.startDate).getTime() - new Date(b.startDate).getTime() || a.entryId - b.entryId,
  );
  if (points.length === 0) return null;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (value: number) =>
    PAD.top + innerHeight - (Math.min(value, MAX_POINTS) / MAX_POINTS) * innerHeight;
  const line = points
    .map((entry, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(entry.total_pts)}`)
    .join(' ');
  // About 6.5 units per character of the 11-unit labels.
  const maxChars = Math.max(3, Math.floor(innerWidth / points.length / 6.5));
  const summary = points
    .map((entry) => `${entry.competitionName}: ${entry.total_pts.toFixed(1)} points`)
    .join('; ');
  return (
    <figure className="max-w-3xl space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Points per competition, oldest first. ${summary}`}
        className="h-auto w-full"
      >
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray="3 4"
            />
            <text
              x={PAD.left - 8}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[11px] tabular-nums"
            >
              {tick}
            </text>
          </g>
        ))}
        <path
          d={line}
          fill="none"
          className="stroke-primary"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {points.map((entry, index) => (
          <g key={entry.entryId}>
            <circle
              cx={x(index)}
              cy={y(entry.total_pts)}
              r={4.5}
              className="fill-accent stroke-surface"
              strokeWidth={2}
            >
              <title>{`${entry.competitionName}: ${entry.total_pts.toFixed(1)} pts`}</title>
            </circle>
            <text
              x={x(index)}
              y={HEIGHT - 12}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
              data-testid="chart-event-label"
            >
              {eventLabel(entry.competitionName, maxChars)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Fantasy points per event, oldest to newest (maximum 100).
      </figcaption>
    </figure>
  );
}
