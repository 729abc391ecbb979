import { useEffect, useState } from 'react';
import { toTimestamp, useRenderTime } from './time';
import { serverNow, useServerOffset } from './server-clock';

/** setTimeout holds at most 2^31 - 1 ms (24.8 days); a later moment is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether `target` has been reached on the server's clock (lib/server-clock.ts), re-rendering once when it is: a timer until that moment
 * instead of a clock ticking every second. Starts from the server render's clock while hydrating.
 */
export function useReached(target: Date | string | number): boolean {
  const targetMs = toTimestamp(target);
  const renderTime = useRenderTime();
  const offset = useServerOffset();
  const [state, setState] = useState(() => ({ targetMs, reached: renderTime >= targetMs }));
  let reached = state.reached;
  if (!Object.is(state.targetMs, targetMs)) {
    reached = renderTime >= targetMs;
    setState({ targetMs, reached });
  }
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      const left = targetMs - serverNow();
      const now = left <= 0;
      setState((previous) =>
        Object.is(previous.targetMs, targetMs) && previous.reached === now
          ? previous
          : { targetMs, reached: now },
      );
      if (left > 0) timer = window.setTimeout(check, Math.min(left, MAX_DELAY_MS));
    };
    check();
    return () => window.clearTimeout(timer);
  }, [targetMs, offset]);
  return reached;
}
