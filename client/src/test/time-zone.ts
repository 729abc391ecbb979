/** Runs `read` with the process's time zone set to `zone`, as a browser there would read dates. */
export const inZone = <T>(zone: string, read: () => T): T => {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return read();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
};
