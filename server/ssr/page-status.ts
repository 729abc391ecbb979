import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../types';

/**
 * Whether the client's route table has a page at an address, and the API read of the record that
 * page is about (client/src/entry-server.tsx, `pagePresence`).
 */
export type PagePresence = { page: false } | { page: true; subject: string | null };

/** The HTTP status of the page a request asks for. */
export type PageStatus = (request: FastifyRequest) => Promise<200 | 404>;

/** API answers that say a page's record is not there, or that its address names none. */
const NOTHING_THERE = new Set([400, 404]);

/**
 * The status of a page (docs/decisions/084-pages-answer-404-for-nothing.md): 404 where the route
 * table has no page, or where the record the page is about (an article, a competition, a
 * competitor) is not there for this reader: its API read, asked with the reader's cookie (an
 * administrator's draft exists), answers 404 or 400. The page itself is the same either way: the
 * app shell shows its not-found screen.
 */
export function createPageStatus(
  app: AppInstance,
  presenceOf: (pathname: string) => PagePresence,
): PageStatus {
  return async (request) => {
    const [pathname = ''] = request.url.split('?');
    const presence = presenceOf(pathname);
    if (!presence.page) return 404;
    if (presence.subject === null) return 200;
    const cookie = request.headers.cookie;
    const answer = await app.inject({
      method: 'GET',
      url: presence.subject,
      headers: { accept: 'application/json', ...(cookie === undefined ? {} : { cookie }) },
    });
    return NOTHING_THERE.has(answer.statusCode) ? 404 : 200;
  };
}
