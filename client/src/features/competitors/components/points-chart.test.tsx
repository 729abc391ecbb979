import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompetitorHistoryEntry } from '@contract/competitors';
import { axisLabels } from '@/components/ui/chart-labels';
import { eventLabel, PointsChart } from './points-chart';

afterEach(cleanup);

const entry = (
  id: number,
  competitionName: string,
  startDate: string,
  total_pts: number,
  inProgress = false,
) => ({ entryId: id, competitionName, startDate, total_pts, inProgress }) as CompetitorHistoryEntry;

const history = [
  entry(1, 'Wairere Downs Four Star', '2025-11-20T08:00:00Z', 61),
  entry(2, 'Bluegrass Meadows Autumn CCI4*-L', '2026-04-10T08:00:00Z', 72),
  entry(3, 'Glenmorven Castle CCI4*-S', '2026-05-02T08:00:00Z', 80),
  entry(4, 'Ekeby Gård International', '2026-06-01T08:00:00Z', 31, true),
];

describe('the competitor chart', () => {
  it('labels the points by month, never cutting a label, thinning them on a narrow chart', () => {
    const labels = history.map(eventLabel);
    // The plot of a 640 px chart, and of a 300 px one on a phone (less the axis margins).
    const wide = axisLabels(labels, 584).map((label) => label?.text ?? null);
    expect(wide).toEqual(['Nov 2025', 'Apr 2026', 'May 2026', 'Jun 2026 (live)']);
    const phone = axisLabels(labels, 244).map((label) => label?.text ?? null);
    expect(phone.filter(Boolean).length).toBeLessThan(history.length);
    expect(phone.at(-1)).toBe('Jun 2026 (live)');
    for (const label of phone) if (label) expect(label).not.toContain('…');
  });

  it('draws a live, unfinished event hollow and says its points are not final', () => {
    render(<PointsChart entries={history} />);
    const points = screen.getAllByTestId('chart-point');
    expect(points.map((point) => point.getAttribute('data-live'))).toEqual([
      null,
      null,
      null,
      'true',
    ]);
    expect(screen.getByText(/A hollow point is a live competition/)).toBeTruthy();
    for (const label of screen.getAllByTestId('chart-event-label')) {
      expect(label.textContent).not.toContain('…');
    }
  });
});
