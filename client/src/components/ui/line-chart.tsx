import { useElementWidth } from '@/lib/use-element-width';
import { axisLabels, CHAR_WIDTH } from './chart-labels';

export type LineChartPoint = {
  key: string | number;
  /** Under the point on the x axis; thinned, never overlapping, when the chart is narrow. */
  label: string;
  value: number;
  /** The point's tooltip. */
  title: string;
  /** Not final yet (a live competition): drawn hollow, the line to it dashed. */
  provisional?: boolean;
};

export interface LineChartProps {
  /** Oldest first: drawn from left to right. */
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

const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 220;
const PAD = { top: 16, right: 20, bottom: 36 };

/**
 * The app's one chart: a dependency-free SVG line chart, oldest point on the left, drawn at its
 * measured width so its text keeps its real size on a phone. Used by the competitor page (points
 * per event) and the player's season (rank per phase end). A provisional point is hollow and the
 * line to it dashed; the solid line joins the final points only.
 */
export function LineChart({
  points,
  ticks,
  domain,
  formatTick = String,
  description,
  caption,
}: LineChartProps) {
  const { ref, width } = useElementWidth<HTMLElement>(DEFAULT_WIDTH, MIN_WIDTH);
  if (points.length === 0) return null;
  const tickLabels = ticks.map(formatTick);
  // Room on the left for the widest tick label.
  const left = Math.max(
    32,
    Math.ceil(Math.max(...tickLabels.map((t) => t.length)) * CHAR_WIDTH) + 16,
  );
  const plotWidth = width - left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const [bottom, top] = domain;
  const span = top - bottom || 1;
  const x = (index: number) =>
    left + (points.length === 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const y = (value: number) => {
    const share = Math.min(1, Math.max(0, (value - bottom) / span));
    return PAD.top + plotHeight - share * plotHeight;
  };
  const finalLine = points
    .map((point, index) => ({ point, index }))
    .filter(({ point }) => !point.provisional)
    .map(({ point, index }, at) => `${at === 0 ? 'M' : 'L'}${x(index)},${y(point.value)}`)
    .join(' ');
  const labels = axisLabels(
    points.map((point) => point.label),
    plotWidth,
  );
  return (
    <figure ref={ref} className="max-w-3xl space-y-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={`${description} ${points.map((point) => point.title).join('; ')}`}
        className="h-auto w-full"
      >
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray="3 4"
            />
            <text
              x={left - 8}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[11px] tabular-nums"
            >
              {tickLabels[index]}
            </text>
          </g>
        ))}
        {finalLine.includes('L') && (
          <path
            d={finalLine}
            fill="none"
            className="stroke-primary"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        )}
        {points.map((point, index) => {
          const previous = points[index - 1];
          return point.provisional && previous ? (
            <line
              key={`to-${point.key}`}
              x1={x(index - 1)}
              y1={y(previous.value)}
              x2={x(index)}
              y2={y(point.value)}
              className="stroke-primary"
              strokeWidth={2}
              strokeDasharray="4 4"
            />
          ) : null;
        })}
        {points.map((point, index) => {
          const label = labels[index];
          return (
            <g key={point.key} data-testid="chart-point" data-live={point.provisional || undefined}>
              <circle
                cx={x(index)}
                cy={y(point.value)}
                r={point.provisional ? 5 : 4.5}
                className={
                  point.provisional ? 'fill-surface stroke-accent' : 'fill-accent stroke-surface'
                }
                strokeWidth={2}
                strokeDasharray={point.provisional ? '2 2' : undefined}
              >
                <title>{point.title}</title>
              </circle>
              {label && (
                <text
                  x={x(index)}
                  y={HEIGHT - 12}
                  textAnchor={label.anchor}
                  className="fill-muted-foreground text-[11px]"
                  data-testid="chart-event-label"
                >
                  {label.text}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
