/**
 * Whether `error` (or one it wraps, as drizzle wraps the driver's) is PostgreSQL's unique
 * violation of the index `constraint`: a check made before a write can lose a race with another
 * request writing the same value, and the index then refuses the second write.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') return fields.constraint === constraint;
    current = fields.cause;
  }
  return false;
}
