import { useEffect, useRef, useState } from 'react';

/**
 * An element's own width in pixels, followed as it changes (ResizeObserver), so a chart draws its
 * text at its real size on a phone. `initial` until the first measure, and where the browser has
 * no ResizeObserver (the server render); never below `min`.
 */
export function useElementWidth<T extends HTMLElement>(initial: number, min: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(min, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return { ref, width };
}
