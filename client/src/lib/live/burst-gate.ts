/**
 * Runs `run` once per burst: the first call starts a wait of `delayMs` (plus up to `jitterMs` at
 * random, so every open page does not ask the server at the same instant) and the calls that
 * arrive during it join that run.
 */
export function createBurstGate(
  run: () => void,
  options: { delayMs: number; jitterMs?: number; random?: () => number },
) {
  const random = options.random ?? Math.random;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    push: () => {
      if (timer !== null) return;
      const wait = options.delayMs + Math.floor(random() * (options.jitterMs ?? 0));
      timer = setTimeout(() => {
        timer = null;
        run();
      }, wait);
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
