import { useState } from 'react';

/**
 * The sentence a polite live region reads when `value` changes after it was first shown: empty
 * until then, so opening a page announces nothing and only real changes are read out. A new
 * `context` (another board shown in the same place) starts again without announcing.
 */
export function useChangeAnnouncement<T>(
  value: T | null | undefined,
  describe: (value: T) => string,
  context = '',
): string {
  const [seen, setSeen] = useState({ value, context });
  const [message, setMessage] = useState('');
  if (value !== seen.value || context !== seen.context) {
    setSeen({ value, context });
    if (context !== seen.context) setMessage('');
    else if (
      seen.value !== null &&
      seen.value !== undefined &&
      value !== null &&
      value !== undefined
    )
      setMessage(describe(value));
  }
  return message;
}
