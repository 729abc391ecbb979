/**
 * The wait of the journeys' support code that runs outside a test's `expect` (global set-up
 * starting the server, the outbox, Lighthouse's gatherer): asks `check` until it gives a value and
 * returns it, and fails with a sentence naming `what` after `deadlineMs`. The deadline only decides
 * how long a broken run takes to fail; a correct one passes however slow the machine
 * (docs/decisions/066-tests-without-the-clock-and-one-of-each.md). Inside a test, use
 * `expect.poll` or an auto-waiting locator.
 */
export async function pollUntil<T>(
  check: () => T | undefined | Promise<T | undefined>,
  { deadlineMs, what, intervalMs = 200 }: { deadlineMs: number; what: string; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
