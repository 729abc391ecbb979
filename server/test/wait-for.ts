/**
 * The one way a server test, and the journeys' support code outside a test's `expect` (starting
 * the server, the outbox, Lighthouse's gatherer), waits for something that happens after the call
 * it made (a notification, a background rebuild, a mail, a closed stream): poll a check until it
 * holds, and fail with a clear sentence after a deadline. The deadline is generous on purpose: it
 * only decides how long a broken test takes to fail, never whether a correct one passes on a busy
 * machine.
 */
export const WAIT_FOR_DEADLINE_MS = 20_000;

export type WaitForOptions = {
  /** What is awaited, for the failure message. */
  what?: string;
  timeoutMs?: number;
  intervalMs?: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` returns true; throws when it has not by the deadline. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  { what = 'condition', timeoutMs = WAIT_FOR_DEADLINE_MS, intervalMs = 20 }: WaitForOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await pause(intervalMs);
  }
}

/**
 * Reads `read` until `done` accepts its value, and returns the last value read: at the deadline
 * that is the value the caller's assertion then shows, with its diff.
 */
export async function waitForValue<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = WAIT_FOR_DEADLINE_MS, intervalMs = 20 }: WaitForOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() <= deadline) {
    await pause(intervalMs);
    value = await read();
  }
  return value;
}

/** Reads `read` until it gives a value, and returns it; throws when it has none by the deadline. */
export async function waitForDefined<T>(
  read: () => T | undefined | Promise<T | undefined>,
  { what = 'value', ...options }: WaitForOptions = {},
): Promise<T> {
  const value = await waitForValue(read, (found) => found !== undefined, options);
  if (value === undefined) {
    throw new Error(`${what} not found within ${options.timeoutMs ?? WAIT_FOR_DEADLINE_MS} ms`);
  }
  return value;
}
