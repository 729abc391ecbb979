import { useEffect, useRef, useState } from 'react';
import type { CompetitorHistoryEntry } from '@contract/competitors';
import { MONTHS } from '@/lib/dates';

const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 220;
const PAD = { top: 16, right: 20, bottom: 36, left: 36 };
const MAX_POINTS = 100;
/** About 6.5 px per character of the 11 px labels, and some air between two labels. */
const CHAR_WIDTH = 6.5;
const LABEL_GAP = 12;

/** "May 2026": the month of a start, short enough to stand under its point on any screen. */
export const monthLabel = (iso: string) => {
  const date = new Date(iso);
  return `${(MONTHS[date.getUTCMonth()] ?? '').slice(0, 3)} ${date.getUTCFullYear()}`;
};

/**
 * The axis label under each point, or null where it would run into its neighbour: labels are
 * never cut, and every `step`-th one is shown when the chart is too narrow for all of them.
 */
export function axisLabels(
  entries: ReadonlyArray<Pick<CompetitorHistoryEntry, 'startDate' | 'inProgress'>>,
  width: number,
): Array<string | null> {
  const labels = entries.map(
    (entry) => `${monthLabel(entry.startDate)}${entry.inProgress ? ' (live)' : ''}`,
  );
  if (labels.length < 2) return labels;
  const slot = (width - PAD.left - PAD.right) / (labels.length - 1);
  const widest = Math.max(...labels.map((label) => label.length)) * CHAR_WIDTH + LABEL_GAP;
  const step = Math.max(1, Math.ceil(widest / slot));
  // The newest point is always labelled; the others every `step` back from it.
  return labels.map((label, index) => ((labels.length - 1 - index) % step === 0 ? label : null));
}

/** The chart's own width in pixels, so its text is drawn at its real size on a phone. */
function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The combination's points per event, oldest on the left to newest on the right, labelled by the
 * month of each event (the table below names them). A live competition's points are not final:
 * its point is hollow and the line to it dashed.
 */
export function PointsChart({ entries }: { entries: readonly CompetitorHistoryEntry[] }) {
  const { ref, width } = useWidth();
  const points = [...entries].sort(
    (a, b) =>
      new Date(a.startDate).getTime() - new Date(b.startDate).getTime() || a.entryId - b.entryId,
  );
  if (points.length === 0) return null;
  const innerWidth = width - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (value: number) =>
    PAD.top + innerHeight - (Math.min(value, MAX_POINTS) / MAX_POINTS) * innerHeight;
  const finished = points.filter((entry) => !entry.inProgress);
  const line = points
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !entry.inProgress)
    .map(({ entry, index }, at) => `${at === 0 ? 'M' : 'L'}${x(index)},${y(entry.total_pts)}`)
    .join(' ');
  const labels = axisLabels(points, width);
  const live = points.some((entry) => entry.inProgress);
  const summary = points
    .map(
      (entry) =>
        `${entry.competitionName}: ${entry.total_pts.toFixed(1)} points${entry.inProgress ? ' so far (live)' : ''}`,
    )
    .join('; ');
  return (
    <figure ref={ref} className="max-w-3xl space-y-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={`Points per competition, oldest first. ${summary}`}
        className="h-auto w-full"
      >
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
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
        {finished.length > 1 && (
          <path
            d={line}
            fill="none"
            className="stroke-primary"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        )}
        {points.map((entry, index) =>
          entry.inProgress && index > 0 && points[index - 1] ? (
            <line
              key={`to-${entry.entryId}`}
              x1={x(index - 1)}
              y1={y(points[index - 1]?.total_pts ?? 0)}
              x2={x(index)}
              y2={y(entry.total_pts)}
              className="stroke-primary"
              strokeWidth={2}
              strokeDasharray="4 4"
            />
          ) : null,
        )}
        {points.map((entry, index) => (
          <g
            key={entry.entryId}
            data-testid="chart-point"
            data-live={entry.inProgress || undefined}
          >
            <circle
              cx={x(index)}
              cy={y(entry.total_pts)}
              r={entry.inProgress ? 5 : 4.5}
              className={
                entry.inProgress ? 'fill-surface stroke-accent' : 'fill-accent stroke-surface'
              }
              strokeWidth={2}
              strokeDasharray={entry.inProgress ? '2 2' : undefined}
            >
              <title>{`${entry.competitionName}: ${entry.total_pts.toFixed(1)} pts${entry.inProgress ? ' so far (live)' : ''}`}</title>
            </circle>
            {labels[index] && (
              <text
                x={x(index)}
                y={HEIGHT - 12}
                textAnchor={
                  index === 0 && points.length > 1
                    ? 'start'
                    : index === points.length - 1 && points.length > 1
                      ? 'end'
                      : 'middle'
                }
                className="fill-muted-foreground text-[11px]"
                data-testid="chart-event-label"
              >
                {labels[index]}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Fantasy points per event, oldest to newest (maximum 100).
        {live && ' A hollow point is a live competition: its points are not final.'}
      </figcaption>
    </figure>
  );
}
