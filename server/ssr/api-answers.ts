import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { AppInstance } from '../types';

/** One API answer as a render received it, with a tag that names its content. */
export type ApiAnswer = { status: number; body: Buffer; contentType: string; tag: string };

/** Who a render is for, and the answers it received (recorded for a visitor's page). */
type RenderContext = { cookie: string | undefined; answers?: Map<string, ApiAnswer> };

/**
 * The API calls of the pages the server renders, answered by this app in this process: the
 * competition and its entries from the competition's live view (through their routes, which read
 * it), everything else from its route. Each render runs in its own context, so concurrent renders
 * for different players never see each other's cookie or answers.
 */
export function createApiAnswers(app: AppInstance, cookieName: string) {
  const context = new AsyncLocalStorage<RenderContext>();

  /** The API's answer to a GET of `path` (with its query), as the visitor or player would get it. */
  const answer = async (path: string, cookie?: string): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        ...(cookie === undefined ? {} : { cookie: `${cookieName}=${cookie}` }),
      },
    });
    const body = response.rawPayload;
    const etag = response.headers.etag;
    return {
      status: response.statusCode,
      body,
      contentType: String(response.headers['content-type'] ?? 'text/plain'),
      // The live view's answers carry their ETag; any other is named by its bytes.
      tag: typeof etag === 'string' ? etag : createHash('sha1').update(body).digest('base64url'),
    };
  };

  /** The fetch a render's API calls go through. */
  const fetchApi: typeof fetch = async (input) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://prerender.local');
    if (!url.pathname.startsWith('/api/')) return new Response(null, { status: 404 });
    const current = context.getStore();
    const path = url.pathname + url.search;
    const answered = await answer(path, current?.cookie);
    current?.answers?.set(path, answered);
    const empty = answered.status === 204 || answered.status === 304;
    return new Response(empty ? null : answered.body, {
      status: answered.status,
      headers: { 'content-type': answered.contentType },
    });
  };

  return {
    answer,
    fetchApi,
    /** Runs a render for `cookie`'s player, or for a visitor recording the answers it receives. */
    run: <T>(render: RenderContext, task: () => Promise<T>) => context.run(render, task),
  };
}
