import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, statusByCode } from '../errors';
import type { AppInstance } from '../types';
import {
  DATABASE_UNAVAILABLE,
  databaseOutageLog,
  isDatabaseUnavailable,
  refusedInOutage,
} from './database-unavailable';

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported content type: send JSON with the content type application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body.',
  FST_ERR_INVALID_URL: 'The request path is not valid.',
  FST_ERR_BAD_URL: 'The request path is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the request path is too long.',
};

/** The first error code in a cause chain (drizzle wraps the driver's error). */
function databaseCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL data exceptions (class 22) come from values no check caught: the client's input. */
function dataExceptionMessage(code: string | undefined): string | undefined {
  if (code === undefined || !code.startsWith('22')) return undefined;
  if (code === '22003') return 'A number in the request is out of range.';
  if (code === '22021' || code === '22P05') {
    return 'The request contains a character that cannot be stored.';
  }
  return 'The request contains a value that cannot be stored.';
}

/**
 * The multipart parser (busboy) on a body that stops before its closing boundary or is
 * malformed, or a client that hung up half-way through its body: the sender's fault, never ours.
 */
export function isCutShortUpload(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted') {
    return true;
  }
  return /^(Unexpected end of (form|file|multipart data)|Part terminated early|Malformed (part header|urlencoded form)|Multipart: Boundary not found)/.test(
    error.message,
  );
}

/**
 * The answer to a refused field of a request part (`context`: body, querystring, params): the
 * validator's sentence with the field's path in front unless it already names it.
 */
export function fieldRefusal(
  context: string,
  issue: { instancePath: string; message?: string | undefined },
): { message: string; field?: string } {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field === '' ? context : field;
  const detail = issue.message ?? 'is not valid';
  // A schema message may already name its field ("verified: must be …", "position must be …"):
  // never say it twice.
  const named = detail.startsWith(`${where}: `) || detail.startsWith(`${where} `);
  const message = named ? detail : `${where}: ${detail}`;
  return { message, ...(field === '' ? {} : { field }) };
}

function validationMessage(error: FastifyError): { message: string; field?: string } {
  const context = error.validationContext ?? 'body';
  const first = error.validation?.[0];
  if (first) return fieldRefusal(context, first);
  return { message: `${context}: ${error.message}` };
}

/** The router's own errors (a path that does not decode), answered as every other refusal. */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode === 414 ? 414 : 400;
  const message = fastifyMessages[error.code] ?? 'The request could not be processed.';
  void reply.status(status).send({ message });
}

/** The one place where errors become HTTP answers: clear sentences, never a stack trace. */
export function registerErrorHandling(app: AppInstance) {
  const logOutage = databaseOutageLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(statusByCode[error.code])
        .send(
          error.field ? { message: error.message, field: error.field } : { message: error.message },
        );
    }
    if (error.validation) {
      return reply.status(400).send(validationMessage(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        fastifyMessages[error.code] ?? (error.message || 'The request could not be processed.');
      return reply.status(status).send({ message });
    }
    const dataProblem = dataExceptionMessage(databaseCode(error));
    if (dataProblem) {
      request.log.warn({ err: error }, 'input the database refused');
      return reply.status(400).send({ message: dataProblem });
    }
    if (isCutShortUpload(error)) {
      request.log.info({ reason: error.message }, 'upload cut short');
      return reply
        .status(400)
        .send({ message: 'The upload is incomplete or malformed. Please send the file again.' });
    }
    if (isDatabaseUnavailable(error)) {
      logOutage(request.log, error);
      refusedInOutage.add(request);
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds))
        .send({ message: DATABASE_UNAVAILABLE.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
