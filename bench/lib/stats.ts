/** Median of a list (the lower middle for even lengths); 0 for an empty list. */
export const median = (values: number[]) => percentile(values, 50);

/** Nearest-rank percentile of a list; 0 for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? 0;
}

/** A figure with sensible precision: 0.85, 12.3, 4,210. */
export function fmt(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-GB');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** `ours / baseline` written as 0.83×. */
export const ratio = (ours: number, baseline: number) =>
  baseline > 0 ? `${(ours / baseline).toFixed(2)}×` : '–';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
