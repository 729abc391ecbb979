import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id: read from a proxy in front, sent back on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like: short, and nothing that could forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Random bytes drawn 4 KiB at a time: one system call per 512 ids instead of one per id. */
const POOL_BYTES = 4096;
const ID_BYTES = 8;
let pool = Buffer.alloc(0);
let used = POOL_BYTES;

function randomHexId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += ID_BYTES;
  return pool.toString('hex', used - ID_BYTES, used);
}

/**
 * A request's id: the one a proxy in front gave it (`X-Request-Id`), when it is a plain short
 * token, so one id follows the request through both logs; else 16 random hex characters.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && ACCEPTED_ID.test(given)) return given;
  return randomHexId();
}
