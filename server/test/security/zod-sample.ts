import type { z } from 'zod';
import type { Random } from './random';

/**
 * Walks a zod 4 schema (`schema._zod.def`) and builds a value that fits it, using the world's
 * real ids and codes where a field's name says what it refers to.
 */
type Schema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;
type Check = { check?: string; format?: string; pattern?: RegExp } & Record<string, unknown>;

export type SampleHints = {
  /** Real ids (and a few that do not exist) for a field or path parameter named `key`. */
  idsFor: (key: string) => readonly number[];
  /** Known good strings for a field named `key` (join codes, emails, slugs, countries). */
  stringsFor: (key: string) => readonly string[];
};

export const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

function checksOf(def: Def): Check[] {
  const checks = Array.isArray(def.checks) ? (def.checks as Schema[]) : [];
  return checks.map((check) => check._zod.def as unknown as Check);
}

function numberRange(def: Def) {
  let min = -1000;
  let max = 1000;
  let integer = false;
  for (const check of checksOf(def)) {
    const value = typeof check.value === 'number' ? check.value : undefined;
    const inclusive = check.inclusive !== false;
    if (check.check === 'greater_than' && value !== undefined) min = inclusive ? value : value + 1;
    if (check.check === 'less_than' && value !== undefined) max = inclusive ? value : value - 1;
    if (check.check === 'number_format') integer = check.format !== 'float64';
  }
  if (max < min) max = min;
  return { min, max: Math.min(max, min + 5000), integer };
}

function stringLimits(def: Def) {
  let min = 0;
  let max = 60;
  let pattern: RegExp | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && typeof check.minimum === 'number') min = check.minimum;
    if (check.check === 'max_length' && typeof check.maximum === 'number')
      max = Math.min(max, check.maximum);
    if (check.check === 'length_equals' && typeof check.length === 'number') {
      min = check.length;
      max = check.length;
    }
    if (check.pattern instanceof RegExp) pattern = check.pattern;
  }
  return { min, max: Math.max(min, max), pattern };
}

const WORDS = ['Badminton', 'dressage', 'Clear round', 'Team Alpha', 'Ørjan', 'Zoë', 'cross'];

function stringCandidates(def: Def, key: string, random: Random, hints: SampleHints): string[] {
  const { min, max, pattern } = stringLimits(def);
  const known = [...hints.stringsFor(key)];
  const format = typeof def.format === 'string' ? def.format : undefined;
  const n = random.int(1, 99999);
  if (format === 'email') return [`fuzz${n}@example.test`, ...known];
  if (format === 'datetime' || format === 'date')
    return ['2026-07-01T10:00:00.000Z', '2026-07-01', ...known];
  if (format === 'url') return ['https://example.test/a.png', ...known];
  const words = Array.from({ length: random.int(1, 4) }, () => random.pick(WORDS)).join(' ');
  const sized = (words + ' extra text').slice(0, Math.max(min, Math.min(max, words.length)));
  const padded = sized.length >= min ? sized : sized.padEnd(min, 'x');
  const upper = 'ABCD1234XYZ'.slice(0, Math.max(min, 4)).padEnd(min, 'A').slice(0, max);
  const fromPattern = pattern?.test('GBR') ? ['GBR'] : [];
  return [
    ...known,
    ...fromPattern,
    padded,
    upper,
    '2026-06',
    'eventing',
    'dressage',
    'AbC_-123',
    '2026-07-01T10:00:00.000Z',
    'https://example.test/x',
  ];
}

/** Strips wrappers (optional, default, pipe…) to the schema that decides a value's shape. */
export function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return unwrap(def.innerType as Schema);
    case 'pipe': {
      const input = def.in as Schema;
      return defOf(input).type === 'transform' ? unwrap(def.out as Schema) : unwrap(input);
    }
    default:
      return schema;
  }
}

/** Whether a field may be left out of an object. */
export function isOptional(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe') return isOptional(def.in as Schema);
  return false;
}

function parses(schema: Schema, value: unknown): boolean {
  return (schema as unknown as z.ZodType).safeParse(value).success;
}

/** A value that fits `schema` (or as close as the generator gets: refinements may still refuse it). */
export function sampleValue(
  schema: Schema,
  random: Random,
  hints: SampleHints,
  key = '',
  depth = 0,
): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return random.chance(0.2)
        ? undefined
        : sampleValue(def.innerType as Schema, random, hints, key, depth);
    case 'nullable':
      return random.chance(0.1)
        ? null
        : sampleValue(def.innerType as Schema, random, hints, key, depth);
    case 'default':
    case 'prefault':
      return random.chance(0.3)
        ? undefined
        : sampleValue(def.innerType as Schema, random, hints, key, depth);
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sampleValue(def.innerType as Schema, random, hints, key, depth);
    case 'pipe': {
      const input = def.in as Schema;
      if (defOf(input).type === 'transform')
        return sampleValue(def.out as Schema, random, hints, key, depth);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const value = sampleValue(input, random, hints, key, depth);
        if (parses(schema, value)) return value;
      }
      return sampleValue(def.out as Schema, random, hints, key, depth);
    }
    case 'lazy':
      return depth > 4
        ? undefined
        : sampleValue((def.getter as () => Schema)(), random, hints, key, depth + 1);
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const out: Record<string, unknown> = {};
      for (const [field, fieldSchema] of Object.entries(shape)) {
        const value = sampleValue(fieldSchema, random, hints, field, depth + 1);
        if (value !== undefined) out[field] = value;
      }
      return out;
    }
    case 'array': {
      const element = def.element as Schema;
      const { min, max } = stringLimits(def);
      const length = key === 'selections' ? 5 : random.int(min, Math.min(Math.max(min, 3), max));
      return Array.from({ length }, (_, index) =>
        sampleValue(element, random, hints, key === 'selections' ? `${key}.${index}` : key, depth),
      );
    }
    case 'record':
      return { key: sampleValue(def.valueType as Schema, random, hints, key, depth + 1) };
    case 'union': {
      const options = def.options as Schema[];
      return sampleValue(random.pick(options), random, hints, key, depth + 1);
    }
    case 'enum':
      return random.pick(Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return random.pick(def.values as unknown[]);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'date':
      return '2026-07-01T10:00:00.000Z';
    case 'number':
    case 'int':
    case 'bigint': {
      const ids = hints.idsFor(key);
      if (ids.length > 0 && random.chance(0.9)) return random.pick(ids);
      const { min, max, integer } = numberRange(def);
      const value = min + random.next() * (max - min);
      return integer ? Math.round(value) : Math.round(value * 10) / 10;
    }
    case 'string': {
      const candidates = stringCandidates(def, key, random, hints);
      const fitting = candidates.filter((candidate) => parses(schema, candidate));
      return fitting.length > 0 ? random.pick(fitting) : candidates[0];
    }
    default:
      return 'value';
  }
}
