import { useEffect, useRef } from 'react';

/**
 * Flashes the element once each time `token` changes (not on first render), with the Web
 * Animations API; nothing moves when the viewer prefers reduced motion.
 */
export function useFlash<T extends HTMLElement>(token: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (token === 0 || !element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.animate(
      [
        { backgroundColor: 'color-mix(in oklab, var(--color-accent) 45%, transparent)' },
        { backgroundColor: 'transparent' },
      ],
      { duration: 1400, easing: 'ease-out' },
    );
  }, [token]);
  return ref;
}
