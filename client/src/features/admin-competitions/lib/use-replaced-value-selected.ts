import { useLayoutEffect, useRef } from 'react';

/**
 * A refresh that replaces the value under the operator's cursor (another operator, a results file
 * or a scrape stored a new one in a field they had not typed in) selects the new value, so the
 * next key replaces it as it would have replaced the old one; otherwise the browser leaves the
 * caret at the end and the keys are appended to a value the operator never typed.
 */
export function useReplacedValueSelected(value: string) {
  const ref = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  useLayoutEffect(() => {
    const field = ref.current;
    const own = typed.current;
    typed.current = false;
    if (!own && field && document.activeElement === field) field.select();
  }, [value]);
  return {
    ref,
    /** Call from the field's `onChange`: the operator's own typing keeps their caret. */
    onTyped: () => {
      typed.current = true;
    },
  };
}
