import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifySchemaValidationError } from 'fastify';
import { fieldRefusal } from '../../plugins/errors';
import { validatorCompiler } from '../../plugins/validation';
import { openTestDatabase } from '../database';
import { unclearMessage } from './fuzz';
import { createHarness, endpointKey, type Endpoint, type Harness } from './harness';
import { defOf } from './zod-sample';

/**
 * Every field of every endpoint, left out or sent as the wrong type, is refused with one sentence
 * naming that field (docs/decisions/092-validation-refusals-worded-in-one-place.md): "startDate is
 * required", never "startDate: is required"; a name sent as a number "must be text", never "is
 * required"; and the sentence is about the field it names, never "code: country must be …".
 */
let harness: Harness;

beforeAll(async () => {
  harness = await createHarness(await openTestDatabase());
}, 60_000);
afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

type Part = 'body' | 'querystring' | 'params';
type Schema = NonNullable<Endpoint['body']>;

/** The keys of an object schema, through the wrappers and pipes a request schema may have. */
function keysOf(schema: Schema): string[] {
  let current: Schema | undefined = schema;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const def = defOf(current);
    if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    current = inner as Schema | undefined;
  }
  return [];
}

/** The refusals the app answers for `data`, worded as its error handler words them. */
function refusals(schema: Schema, part: Part, data: unknown) {
  const validate = validatorCompiler({
    schema: schema as never,
    method: 'POST',
    url: '/',
    httpPart: part,
  });
  const result = validate(data) as { error?: FastifySchemaValidationError[] };
  return (result.error ?? []).map((issue) => fieldRefusal(part, issue));
}

/** Why the refusal of `field`, sent as `sent`, is not one clear sentence about it, or null. */
function wordingProblem(
  refusal: { message: string; field?: string },
  field: string,
  sent: 'missing' | 'wrong type',
): string | null {
  const unclear = unclearMessage(JSON.stringify(refusal));
  if (unclear) return unclear;
  if (sent === 'wrong type' && /\brequired\b/i.test(refusal.message)) {
    return 'a value of the wrong type is called required';
  }
  if (!refusal.message.startsWith(field)) return 'the sentence does not start with its field';
  return null;
}

const WRONG_TYPES: readonly unknown[] = [12345, true, [], {}];

function problemsOf(endpoint: Endpoint): string[] {
  const problems: string[] = [];
  const parts: Array<[Part, Schema | undefined]> = [
    ['body', endpoint.body],
    ['querystring', endpoint.querystring],
    ['params', endpoint.params],
  ];
  for (const [part, schema] of parts) {
    if (!schema) continue;
    const keys = keysOf(schema);
    // The answer names a field's first refusal (a list sent for text is also "too short").
    const report = (field: string, sent: 'missing' | 'wrong type', value: unknown) => {
      const refusal = refusals(schema, part, value).find((each) => each.field === field);
      const problem = refusal && wordingProblem(refusal, field, sent);
      if (problem) problems.push(`${part}.${field} ${sent}: "${refusal.message}" (${problem})`);
    };
    for (const field of keys) report(field, 'missing', {});
    const wrong = part === 'body' ? WRONG_TYPES : ['!!', '-1', 'x'.repeat(300)];
    for (const value of wrong) {
      for (const field of keys) report(field, 'wrong type', { [field]: value });
    }
  }
  return problems;
}

describe('refusals of every field read as one sentence about that field', () => {
  it('covers the endpoints with a schema', () => {
    expect(harness.endpoints.filter((endpoint) => endpoint.body).length).toBeGreaterThan(40);
  });

  it('for a field left out or sent as the wrong type', () => {
    const problems = harness.endpoints.flatMap((endpoint) =>
      problemsOf(endpoint).map((problem) => `${endpointKey(endpoint)} ${problem}`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });
});
