export type LineChartPoint = {
  key: string | number;
  /** Under the point on the x axis. */
  label: string;
  value: number;
  /** The point's tooltip. */
  title: string;
};

export interface LineChartProps {
  points: readonly LineChartPoint[];
  /** The values of the horizontal guide lines, labelled on the y axis. */
  ticks: readonly number[];
  /** The value range drawn: [at the bottom, at the top]. A better rank (smaller) can sit on top. */
  domain: readonly [number, number];
  formatTick?: (value: number) => string;
  /** What the chart shows, for screen readers (the points' titles follow). */
  description: string;
  caption: string;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 36, left: 52 };

/** A label cut to the room it has. */
function fitted(name: string, maxChars: number): string {
  if (name.length <= maxChars) return name;
  return `${name.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

/**
 * A small dependency-free SVG line chart, oldest point on the left: the app's one chart, used
 * by the competitor page (points per event) and the player's season (rank per phase end).
 */
export function LineChart({
  points,
  ticks,
  domain,
  formatTick = String,
  description,
  caption,
}: LineChartProps) {
  if (points.length === 0) return null;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const [bottom, top] = domain;
  const span = top - bottom || 1;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (value: number) => {
    const share = Math.min(1, Math.max(0, (value - bottom) / span));
    return PAD.top + innerHeight - share * innerHeight;
  };
  const line = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.value)}`)
    .join(' ');
  // About 6.5 units per character of the 11-unit labels; a label every few points when crowded.
  const every = Math.max(1, Math.ceil(points.length / 8));
  const maxChars = Math.max(3, Math.floor(((innerWidth / points.length) * every) / 6.5));
  // The outer labels hang inwards so they stay inside the chart.
  const anchorOf = (index: number) =>
    points.length < 3
      ? 'middle'
      : index === 0
        ? 'start'
        : index === points.length - 1
          ? 'end'
          : 'middle';
  return (
    <figure className="max-w-3xl space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${description} ${points.map((point) => point.title).join('; ')}`}
        className="h-auto w-full"
      >
        {ticks.map((tick) => (
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
              {formatTick(tick)}
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
        {points.map((point, index) => (
          <g key={point.key}>
            <circle
              cx={x(index)}
              cy={y(point.value)}
              r={4.5}
              className="fill-accent stroke-surface"
              strokeWidth={2}
            >
              <title>{point.title}</title>
            </circle>
            {index % every === 0 && (
              <text
                x={x(index)}
                y={HEIGHT - 12}
                textAnchor={anchorOf(index)}
                className="fill-muted-foreground text-[11px]"
                data-testid="chart-event-label"
              >
                {fitted(point.label, maxChars)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
