import type { RouteOptions } from 'fastify';
import { statusByCode, type AppErrorCode } from '../errors';
import type { Access } from './route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The refusals the route's service can answer beyond those its options already say (a route
     * with path ids can answer 404, a signed-in one 401, a change 403 for another site…): a
     * conflict with the current state, a rate limit, a mail server down. The API reference lists
     * them; the fuzz test fails on an answer the reference does not list.
     */
    refusals?: readonly AppErrorCode[];
  }
}

const errorBody = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'A sentence the client can show as it is.' },
    field: { type: 'string', description: 'The input field at fault, when there is one.' },
  },
  required: ['message'],
} as const;

/** What each refusal means, whichever route gives it. */
const MEANING: Record<AppErrorCode, string> = {
  BAD_REQUEST: 'The input is not valid: the message says which field and why.',
  UNAUTHORIZED: 'Not signed in, or the credentials are wrong.',
  FORBIDDEN: 'Not allowed: the message says why.',
  NOT_FOUND: 'What the request names does not exist, or the caller may not see it.',
  CONFLICT: 'The change conflicts with the current state: the message says how.',
  PAYLOAD_TOO_LARGE: 'The body or the uploaded file is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not JSON (or, for an upload, multipart/form-data).',
  UNPROCESSABLE: 'Understood, but it cannot be done: the message says why.',
  TOO_MANY_REQUESTS: 'Too many attempts: Retry-After says in how many seconds to try again.',
  SERVICE_UNAVAILABLE:
    'Not possible now: a service it needs (mail, the results site) is not answering, or the server is full; Retry-After, when given, says in how many seconds to try again.',
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Reason = { status: number; text: string };
const because = (code: AppErrorCode, text = MEANING[code]): Reason => ({
  status: statusByCode[code],
  text,
});

/**
 * The refusals a route can answer, derived from its options: 400 for any input, 401 and 403 from
 * its access, 403 (another site), 413 and 415 for a change, 404 and 414 (a path part too long)
 * for path ids, and the refusals its service declares (`config.refusals`). Each is the
 * `{ message, field? }` body.
 */
export function errorAnswers(
  route: Pick<RouteOptions, 'config'>,
  method: string,
  url: string,
  access: Access,
): Record<string, unknown> {
  const reasons: Reason[] = [because('BAD_REQUEST')];
  if (access !== 'visitor') reasons.push(because('UNAUTHORIZED', 'Not signed in.'));
  if (access === 'admin') {
    reasons.push(because('FORBIDDEN', 'Signed in, but not an administrator.'));
  }
  if (UNSAFE.has(method)) {
    reasons.push(
      because('FORBIDDEN', 'Sent from another site (Origin, Sec-Fetch-Site).'),
      because('PAYLOAD_TOO_LARGE'),
      because('UNSUPPORTED_MEDIA_TYPE'),
    );
  }
  if (url.includes('/:')) {
    reasons.push(because('NOT_FOUND'), {
      status: 414,
      text: 'A part of the request path is too long.',
    });
  }
  for (const code of route.config?.refusals ?? []) reasons.push(because(code));

  const texts = new Map<number, string[]>();
  for (const { status, text } of reasons) {
    const said = texts.get(status) ?? [];
    if (!said.includes(text)) said.push(text);
    texts.set(status, said);
  }
  return Object.fromEntries(
    [...texts].map(([status, said]) => [status, { description: said.join(' '), ...errorBody }]),
  );
}
