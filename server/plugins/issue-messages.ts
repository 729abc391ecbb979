import { z } from 'zod';
import { wholeNumberMessage } from '../../contract/digits';

type Issue = z.core.$ZodRawIssue;

/** What a number schema accepts, read from its checks. */
type NumberRule = {
  whole: boolean;
  /** The decimals a `multipleOf(0.1)`-style step allows; undefined for any step. */
  decimals?: number;
  step?: number;
  low?: { value: number; inclusive: boolean };
  high?: { value: number; inclusive: boolean };
};

const WHOLE_FORMATS = new Set(['safeint', 'int32', 'uint32']);

const typeNames: Record<string, string> = {
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  date: 'a date',
  null: 'null',
  file: 'a file',
};

const formatNames: Record<string, string> = {
  email: 'an email address',
  url: 'a web address (URL)',
  datetime: 'a date and time such as 2025-05-01T10:00:00Z',
  date: 'a date such as 2025-05-01',
  time: 'a time such as 10:00',
  duration: 'a duration such as PT1H',
  uuid: 'a UUID',
  guid: 'a UUID',
  lowercase: 'in lowercase letters',
  uppercase: 'in capital letters',
  base64: 'base64 text',
  base64url: 'base64url text',
  e164: 'a phone number such as +441234567890',
};

function decimalsOf(step: number): number | undefined {
  for (let places = 1; places <= 6; places += 1) {
    if (Math.abs(step - 10 ** -places) < 1e-12) return places;
  }
  return undefined;
}

function numberRuleOf(schema: z.core.$ZodType | undefined): NumberRule {
  const rule: NumberRule = { whole: false };
  for (const check of schema?._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckNumberFormat) {
      if (WHOLE_FORMATS.has(check._zod.def.format)) rule.whole = true;
    } else if (check instanceof z.core.$ZodCheckGreaterThan) {
      const { value, inclusive } = check._zod.def;
      if (rule.low === undefined || Number(value) >= rule.low.value) {
        rule.low = { value: Number(value), inclusive };
      }
    } else if (check instanceof z.core.$ZodCheckLessThan) {
      const { value, inclusive } = check._zod.def;
      if (rule.high === undefined || Number(value) <= rule.high.value) {
        rule.high = { value: Number(value), inclusive };
      }
    } else if (check instanceof z.core.$ZodCheckMultipleOf) {
      const step = Number(check._zod.def.value);
      if (Number.isInteger(step) && step === 1) rule.whole = true;
      else {
        rule.step = step;
        rule.decimals = decimalsOf(step);
      }
    }
  }
  return rule;
}

/** A whole number's exclusive bound written as the inclusive one a reader counts with. */
function wholeBound(
  bound: { value: number; inclusive: boolean } | undefined,
  side: 'low' | 'high',
): number | undefined {
  if (bound === undefined) return undefined;
  if (side === 'low') return bound.inclusive ? Math.ceil(bound.value) : Math.floor(bound.value) + 1;
  return bound.inclusive ? Math.floor(bound.value) : Math.ceil(bound.value) - 1;
}

/**
 * One sentence for every refusal of a number: what it must be (whole or with how many
 * decimals) and the range, so a value too small, too large, a fraction or text all read the
 * same. zod's own bound for `int()` (the safe integers) is named only when it was passed.
 */
function numberSentence(field: string, schema: z.core.$ZodType | undefined, issue: Issue): string {
  const rule = numberRuleOf(schema);
  if (rule.whole) {
    const low = wholeBound(rule.low, 'low');
    let high = wholeBound(rule.high, 'high');
    if (high === undefined && issue.code === 'too_big') high = Number.MAX_SAFE_INTEGER;
    if (low !== undefined && high !== undefined) return wholeNumberMessage(field, low, high);
    if (low !== undefined) return `${field} must be a whole number of at least ${low}`;
    if (high !== undefined) return `${field} must be a whole number of at most ${high}`;
    return `${field} must be a whole number`;
  }
  const show = (value: number) =>
    rule.decimals === undefined ? String(value) : value.toFixed(rule.decimals);
  const { low, high } = rule;
  let range = '';
  if (low?.inclusive && high?.inclusive) range = ` from ${show(low.value)} to ${show(high.value)}`;
  else {
    const parts = [
      low && (low.inclusive ? `at least ${show(low.value)}` : `greater than ${show(low.value)}`),
      high && (high.inclusive ? `at most ${show(high.value)}` : `less than ${show(high.value)}`),
    ].filter((part) => part !== undefined);
    if (parts.length > 0) range = ` ${parts.join(' and ')}`;
  }
  let step = '';
  if (rule.decimals !== undefined) {
    step =
      rule.decimals === 1 ? ' with at most one decimal' : ` with at most ${rule.decimals} decimals`;
  } else if (rule.step !== undefined) step = ` that is a multiple of ${rule.step}`;
  return `${field} must be a number${range}${step}`;
}

function isNumberSchema(schema: z.core.$ZodType | undefined): boolean {
  return schema?._zod.def.type === 'number';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function sizeSentence(
  field: string,
  issue: Extract<Issue, { code: 'too_small' | 'too_big' }>,
): string {
  const small = issue.code === 'too_small';
  const count = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  const limit = inclusive ? count : small ? count + 1 : count - 1;
  const exact = issue.exact === true;
  const bound = exact ? 'exactly' : small ? 'at least' : 'at most';
  const origin: string = issue.origin;
  if (origin === 'string') {
    if (small && limit === 1 && !exact) return `${field} must not be empty`;
    return `${field} must be ${bound} ${plural(limit, 'character', 'characters')} long`;
  }
  if (origin === 'array' || origin === 'set') {
    if (small && limit === 1 && !exact) return `${field} must have at least one item`;
    return `${field} must have ${bound} ${plural(limit, 'item', 'items')}`;
  }
  if (origin === 'file') return `${field} must be ${bound} ${plural(limit, 'byte', 'bytes')}`;
  if (origin === 'date') {
    const day = new Date(count).toISOString();
    return `${field} must be ${small ? 'on or after' : 'on or before'} ${day}`;
  }
  return `${field} must be ${bound} ${limit}`;
}

function formatSentence(field: string, issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const format: string = issue.format;
  if (format === 'starts_with') return `${field} must start with ${String(issue.prefix)}`;
  if (format === 'ends_with') return `${field} must end with ${String(issue.suffix)}`;
  if (format === 'includes') return `${field} must contain ${String(issue.includes)}`;
  if (format === 'regex') return `${field} is not in the expected form`;
  const name = formatNames[format];
  return name === undefined ? `${field} must be a valid ${format}` : `${field} must be ${name}`;
}

const listOf = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

/**
 * zod's refusal of a request's field as a plain sentence naming it (`subject` when the whole
 * part is refused): what the field must be, its range or its options. Messages a schema gives
 * itself outrank this; it words the rest, in place of zod's "Too small: expected number to be
 * >=1".
 */
export function describeIssue(issue: Issue, subject: string): string {
  const field =
    issue.path === undefined || issue.path.length === 0 ? subject : issue.path.join('.');
  const schema = issue.schema ?? (issue.inst instanceof z.core.$ZodType ? issue.inst : undefined);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      if (issue.expected === 'number' || issue.expected === 'int') {
        return numberSentence(field, schema, issue);
      }
      return `${field} must be ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
    case 'not_multiple_of':
      if (isNumberSchema(schema)) return numberSentence(field, schema, issue);
      if (issue.code === 'not_multiple_of') {
        return `${field} must be a multiple of ${issue.divisor}`;
      }
      return sizeSentence(field, issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${listOf(issue.values)}`
        : `${field} must be one of ${listOf(issue.values)}`;
    case 'invalid_format':
      return formatSentence(field, issue);
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `${field} has a field that is not accepted: ${listOf(issue.keys)}`
        : `${field} has fields that are not accepted: ${listOf(issue.keys)}`;
    case 'invalid_union':
      if (issue.discriminator !== undefined && Array.isArray(issue.options)) {
        return `${field}.${issue.discriminator} must be one of ${listOf(issue.options)}`;
      }
      return `${field} is not valid`;
    case 'invalid_key':
      return `${field} has a key that is not valid`;
    case 'invalid_element':
      return `${field} has an item that is not valid`;
    case 'custom':
      return `${field} is not valid`;
  }
}
