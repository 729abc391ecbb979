/** About 6.5 px per character of the charts' 11 px labels, and some air between two labels. */
export const CHAR_WIDTH = 6.5;
const LABEL_GAP = 12;

export type AxisLabel = { text: string; anchor: 'start' | 'middle' | 'end' };

/** A label cut to `maxWidth` pixels, with an ellipsis. */
function fitted(text: string, maxWidth: number): string {
  const maxChars = Math.max(3, Math.floor(maxWidth / CHAR_WIDTH));
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/**
 * The x-axis labels of points spread evenly over a plot `plotWidth` pixels wide, or null where a
 * label would run into its neighbour. The newest (last) point is always labelled and the others
 * every `step` back from it, with the smallest step at which no two labels touch. A label stays
 * inside the plot: the last one ends at its point, one that would cross the left edge starts at
 * its point. A label is cut only when it is wider than half the plot, so two always fit.
 */
export function axisLabels(texts: readonly string[], plotWidth: number): Array<AxisLabel | null> {
  const count = texts.length;
  if (count === 0) return [];
  const cut = texts.map((text) => fitted(text, plotWidth / 2));
  if (count === 1) return [{ text: cut[0] ?? '', anchor: 'middle' }];
  const slot = plotWidth / (count - 1);
  const place = (index: number): AxisLabel & { from: number; to: number } => {
    const text = cut[index] ?? '';
    const x = index * slot;
    const width = text.length * CHAR_WIDTH;
    if (index === count - 1) return { text, anchor: 'end', from: x - width, to: x };
    if (x - width / 2 < 0) return { text, anchor: 'start', from: x, to: x + width };
    return { text, anchor: 'middle', from: x - width / 2, to: x + width / 2 };
  };
  // At step `count` only the last label is left, which is always clear.
  for (let step = 1; ; step += 1) {
    const shown = (index: number) => (count - 1 - index) % step === 0;
    const placed = texts.map((_, index) => (shown(index) ? place(index) : null));
    const kept = placed.filter((label) => label !== null);
    const clear = kept.every(
      (label, at) => at === 0 || (kept[at - 1]?.to ?? 0) + LABEL_GAP <= label.from,
    );
    if (clear) {
      return placed.map((label) => (label ? { text: label.text, anchor: label.anchor } : null));
    }
  }
}
