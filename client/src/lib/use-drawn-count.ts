import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items (cards, table rows) to draw: the first screens in the first render
 * (the server's, and the hydration of it), then `step` more in each background render, one
 * after another until all are drawn, so no single commit of dozens of items holds the page
 * (decision 034). The team builder draws 9 cards, then 12 at a time.
 */
export function useDrawnCount(total: number, first = 9, step = 12): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    startTransition(() => setDrawn((count) => count + step));
  }, [drawn, total, step]);
  return drawn;
}
