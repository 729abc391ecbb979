import { startTransition, useEffect, useState } from 'react';

/** Cards drawn before the rest: the first screens of a phone, the first rows on a desktop. */
const FIRST_CARDS = 9;
/** Cards added per background render after those: each render's commit stays short. */
const CARDS_PER_RENDER = 12;

/**
 * How many of `total` cards to draw: the first screens in the first render (the server's, and
 * the hydration of it), then more in background renders one after another until all are drawn,
 * so no single commit of dozens of cards holds the page (decision 034).
 */
export function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (drawn >= total) return;
    startTransition(() => setDrawn((count) => count + CARDS_PER_RENDER));
  }, [drawn, total]);
  return drawn;
}
