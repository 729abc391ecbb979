import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { wholeNumberRangeOf } from '../../contract/digits';
import { DECIMAL_DIGITS } from '../../contract/id-from-path';
import { describeIssue } from './issue-messages';

type Accepted = { value: Record<string, number> };

/**
 * For an object made only of whole numbers sent as text (a path's ids), a check of each field's
 * digits and range that gives what the schema would, without running it; null for any other
 * schema. What it does not accept goes to the schema, which words the refusal. The hot reads
 * validate an id on every poll, and the schema costs more than the rest of their request
 * (docs/decisions/072-hot-reads-keep-their-observation.md).
 */
function wholeNumbersOnly(schema: z.ZodType): ((data: unknown) => Accepted | null) | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const object: z.ZodObject<z.ZodRawShape> = schema;
  if (object.def.catchall !== undefined) return null;
  const fields: Array<[string, { min: number; max: number }]> = [];
  for (const [key, field] of Object.entries(object.shape)) {
    const range = wholeNumberRangeOf(field);
    if (!range) return null;
    fields.push([key, range]);
  }
  return (data) => {
    if (typeof data !== 'object' || data === null) return null;
    const value: Record<string, number> = {};
    for (const [key, { min, max }] of fields) {
      const text = (data as Record<string, unknown>)[key];
      if (typeof text !== 'string' || !DECIMAL_DIGITS.test(text)) return null;
      const number = Number(text);
      if (number < min || number > max) return null;
      value[key] = number;
    }
    return { value };
  };
}

/**
 * Validates a request's part (body, querystring, params, headers) with its zod schema. Every
 * refusal zod words by default becomes a sentence naming the field (`describeIssue`), so no
 * answer carries zod's own English; a schema's own message stays as it is.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const subject = httpPart ?? 'body';
  const quick = wholeNumbersOnly(schema);
  return (data) => {
    const accepted = quick?.(data);
    if (accepted) return accepted;
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
};
