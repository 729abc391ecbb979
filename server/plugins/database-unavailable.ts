import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What a request is told while the database cannot be reached, and when to try again. */
export const DATABASE_UNAVAILABLE = {
  message: 'The database is not answering right now. Please try again in a moment.',
  retryAfterSeconds: 5,
} as const;

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's own codes for a server that is going away or cannot take the connection or the
 * write: connection exceptions (class 08), shutdown and start-up (57P01–57P03), too many
 * connections, and a disk full (53100), which passes once space is freed.
 */
const isServerUnavailableCode = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '53100'].includes(code);

/**
 * node-postgres's words for a connection lost or never given by the pool, or a statement given
 * no answer within the query timeout.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Query read timeout)/;

/**
 * Whether an error means the database could not be reached (down, restarting, out of
 * connections), rather than a fault of the request or of our code: anywhere in its cause chain,
 * a socket error or one of PostgreSQL's or the driver's codes and words for it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  let fromQuery = false;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof DrizzleQueryError) fromQuery = true;
    const { code, syscall } = current as NodeJS.ErrnoException;
    if (typeof code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(code) && isServerUnavailableCode(code)) return true;
      // A socket error of a query, or of the pool opening a connection for a transaction.
      if (SOCKET_CODES.has(code) && (fromQuery || syscall === 'connect')) return true;
    }
    if (DRIVER_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Requests answered 503 because the database could not be reached: their own log line is left
 * out (observability/request-log.ts), the outage's lines below count them instead.
 */
export const refusedInOutage = new WeakSet<object>();

/** One line every this often while the database stays unreachable, not one per request. */
const LOG_EVERY_MS = 10_000;

/** A logger's error line: Fastify's logger, or the standings engine's. */
type ErrorLog = { error: (details: object, text: string) => void };

/**
 * Logs a failure because the database could not be reached: the first in full, then one line
 * per 10 s counting those since, so an outage under load does not flood the log. `what` names
 * the failures counted (requests refused by default) and `prefix` the part of the app.
 */
export function databaseOutageLog(
  now: () => number = Date.now,
  words: { prefix?: string; what?: string } = {},
) {
  const subject = `${words.prefix ?? ''}database not answering`;
  const what = words.what ?? 'requests refused';
  let lastAt = Number.NEGATIVE_INFINITY;
  let since = 0;
  return (log: ErrorLog, error: unknown) => {
    const at = now();
    if (at - lastAt < LOG_EVERY_MS) {
      since += 1;
      return;
    }
    const text = since === 0 ? subject : `${subject}: ${since} more ${what}`;
    log.error({ err: error }, text);
    lastAt = at;
    since = 0;
  };
}
