import { useEffect, useRef } from 'react';

/**
 * Flashes the element once each time `token` changes (not on first render), with the Web
 * Animations API: its `flash-row` highlight (styles.css) fades out, an opacity animation the
 * compositor runs alone. Nothing moves when the viewer prefers reduced motion.
 */
export function useFlash<T extends HTMLElement>(token: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (token === 0 || !element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.animate([{ opacity: 1 }, { opacity: 0 }], {
      duration: 1400,
      easing: 'ease-out',
      pseudoElement: '::after',
    });
  }, [token]);
  return ref;
}
