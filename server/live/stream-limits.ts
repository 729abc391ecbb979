/** Open streams counted per client address; `tryOpen` refuses beyond the limit. */
export function createAddressCounter(limit: number) {
  const open = new Map<string, number>();
  return {
    tryOpen(key: string): boolean {
      const count = open.get(key) ?? 0;
      if (count >= limit) return false;
      open.set(key, count + 1);
      return true;
    },
    close(key: string) {
      const count = (open.get(key) ?? 0) - 1;
      if (count > 0) open.set(key, count);
      else open.delete(key);
    },
    count: (key: string) => open.get(key) ?? 0,
  };
}

/** A stream's lifetime: a random moment in the last tenth of the maximum. */
export const streamLifetimeMs = (maxLifetimeMs: number) =>
  Math.round(maxLifetimeMs * (0.9 + Math.random() * 0.1));
