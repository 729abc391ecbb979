import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { describeIssue } from './issue-messages';

/**
 * Validates a request's part (body, querystring, params, headers) with its zod schema. Every
 * refusal zod words by default becomes a sentence naming the field (`describeIssue`), so no
 * answer carries zod's own English; a schema's own message stays as it is.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const subject = httpPart ?? 'body';
    const result = schema.safeParse(data, { error: (issue) => describeIssue(issue, subject) });
    if (result.success) return { value: result.data };
    const error: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
      params: {},
      message: issue.message,
    }));
    return { error };
  };
