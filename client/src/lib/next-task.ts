type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task: the work after it starts once the browser has had the main thread
 * (input, a paint), so a start-up made of several steps is several short tasks rather than one
 * long one. `scheduler.yield` where the browser has it (it resumes before other queued work),
 * a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0);
  });
}
