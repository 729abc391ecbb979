import { useState } from 'react';

/**
 * The sentence a polite live region reads when `value` changes after it was first shown: empty
 * until then, so opening a page announces nothing and only real changes are read out.
 */
export function useChangeAnnouncement<T>(
  value: T | null | undefined,
  describe: (value: T) => string,
): string {
  const [seen, setSeen] = useState(value);
  const [message, setMessage] = useState('');
  if (value !== seen) {
    setSeen(value);
    if (seen !== null && seen !== undefined && value !== null && value !== undefined) {
      setMessage(describe(value));
    }
  }
  return message;
}
