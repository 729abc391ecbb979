import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, statusByCode } from '../errors';
import type { AppInstance } from '../types';

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported content type: send JSON with the content type application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body.',
  FST_ERR_INVALID_URL: 'The request path is not valid.',
  FST_ERR_BAD_URL: 'The request path is not valid.',
};

function validationMessage(error: FastifyError): { message: string; field?: string } {
  const context = error.validationContext ?? 'body';
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const where = field === '' ? context : field;
    const detail = first?.message ?? 'is not valid';
    return { message: `${where}: ${detail}`, ...(field === '' ? {} : { field }) };
  }
  return { message: `${context}: ${error.message}` };
}

/** The one place where errors become HTTP answers: clear sentences, never a stack trace. */
export function registerErrorHandling(app: AppInstance) {
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
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
