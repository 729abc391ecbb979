import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisLabels, CHAR_WIDTH } from './chart-labels';

/** Where a placed label runs on the axis, from the plot's left edge. */
function extent(text: string, anchor: string, x: number): [number, number] {
  const width = text.length * CHAR_WIDTH;
  if (anchor === 'start') return [x, x + width];
  if (anchor === 'end') return [x - width, x];
  return [x - width / 2, x + width / 2];
}

describe('chart axis labels', () => {
  it('labels every point when there is room, the outer ones hanging inwards', () => {
    expect(axisLabels(['Jan 2026', 'Feb 2026', 'Mar 2026'], 560)).toEqual([
      { text: 'Jan 2026', anchor: 'start' },
      { text: 'Feb 2026', anchor: 'middle' },
      { text: 'Mar 2026', anchor: 'end' },
    ]);
  });

  it('cuts only a label wider than half the plot', () => {
    const [label] = axisLabels(['A very long competition name indeed', 'Short'], 200);
    expect(label?.text.endsWith('…')).toBe(true);
    expect((label?.text.length ?? 0) * CHAR_WIDTH).toBeLessThanOrEqual(100);
  });

  it('never lets two labels touch, keeps them inside the plot and always labels the newest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 40 }), { minLength: 2, maxLength: 60 }),
        fc.integer({ min: 200, max: 1200 }),
        (texts, plotWidth) => {
          const labels = axisLabels(texts, plotWidth);
          expect(labels).toHaveLength(texts.length);
          expect(labels.at(-1)).not.toBeNull();
          const slot = plotWidth / (texts.length - 1);
          const placed = labels.flatMap((label, index) =>
            label ? [extent(label.text, label.anchor, index * slot)] : [],
          );
          for (const [from, to] of placed) {
            expect(from).toBeGreaterThanOrEqual(-1e-9);
            expect(to).toBeLessThanOrEqual(plotWidth + 1e-9);
          }
          for (let at = 1; at < placed.length; at += 1) {
            expect(placed[at]?.[0] ?? 0).toBeGreaterThan(placed[at - 1]?.[1] ?? 0);
          }
        },
      ),
    );
  });
});
