import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as it was before its latest change, until the browser has painted the commit that made
 * that change; then it follows in a background render. Work that reads it never delays the paint
 * of an input's own effect.
 */
export function useAfterPaint<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    let timer: number | undefined;
    // The frame after this commit, then the task after that frame.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setSettled(value)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value, settled]);
  return settled;
}
