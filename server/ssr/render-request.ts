import type { FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/auth/session.service';
import type { AppDeps } from '../types';

/**
 * The query parameters a rendered page reads, each with the values that change what it shows,
 * as its route in the client's route table declares them (client/src/app/router.tsx).
 */
export type PageQuery = Readonly<Record<string, readonly string[]>>;

/**
 * The address a page is rendered at: the path and only the query it reads, in a fixed order.
 * Anything else in a query string leaves the page as it is, so it is dropped before rendering.
 */
export function renderedUrl(pathname: string, search: string, query: PageQuery): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(query)) {
    const value = params.get(name);
    if (value !== null && values.includes(value)) kept.set(name, value);
  }
  const keptQuery = kept.toString();
  return keptQuery === '' ? pathname : `${pathname}?${keptQuery}`;
}

/** Whom a page is rendered for: a player (their session's secret), or a visitor (null). */
export type RenderViewer = { secret: string } | null;

/**
 * A player is someone whose cookie opens a live session; any other cookie value (expired, made
 * up, `em_session=x`) is a visitor's, who gets the visitor's kept page rather than a render for
 * nobody that is then thrown away.
 */
export async function renderViewerOf(
  request: FastifyRequest,
  deps: AppDeps,
  cookieName: string,
): Promise<RenderViewer> {
  const secret = request.cookies[cookieName];
  if (secret === undefined || secret === '') return null;
  const user = await resolveSession(deps.database.db, secret, deps.clock.now());
  return user ? { secret } : null;
}
