import type { z } from 'zod';
import type { Endpoint } from './harness';
import {
  HOSTILE_NUMBERS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_STRINGS,
  MALFORMED_JSON,
  WRONG_CONTENT_TYPES,
  WRONG_TYPES,
} from './hostile-values';
import type { Random } from './random';
import { WORLD_PASSWORD, type Role, type World } from './world';
import { sampleValue, type SampleHints } from './zod-sample';

type Schema = z.core.$ZodType;

export const VARIANTS = [
  'valid',
  'wrong-type',
  'missing-field',
  'extra-field',
  'huge-string',
  'unicode',
  'number-edge',
  'malformed-json',
  'wrong-content-type',
  'body-not-object',
  'path-id',
  'query',
  'multipart',
] as const;
export type Variant = (typeof VARIANTS)[number];

export type FuzzRequest = {
  role: Role;
  variant: Variant;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
};

/** Real ids for a field or path parameter, chosen by its name and the endpoint it belongs to. */
export function hintsFor(world: World, url: string): SampleHints {
  const ids = world.ids;
  const userIds = [...Object.values(world.users).map((user) => user.id), 987654];
  const idFor = (): readonly number[] => {
    if (url.startsWith('/api/admin/data/users')) return ids.victims;
    if (url.startsWith('/api/admin/data/athletes')) return ids.athletes;
    if (url.startsWith('/api/admin/data/horses')) return ids.horses;
    if (url.startsWith('/api/admin/data/venues')) return ids.venues;
    if (url.includes('/articles')) return ids.articles;
    if (url.startsWith('/api/polls')) return ids.polls;
    if (url.startsWith('/api/admin/feedback')) return ids.feedback;
    if (url.startsWith('/api/competition-entries')) return ids.entries;
    if (url.includes('/leagues')) return ids.leagues;
    return ids.competitions;
  };
  return {
    idsFor: (key) => {
      if (key === 'id') return idFor();
      if (key === 'competitionId') return ids.competitions;
      if (key.startsWith('selections')) return ids.openEntries;
      if (key === 'competitionEntryId' || key === 'entryId') return ids.entries;
      if (key === 'athleteId') return ids.athletes;
      if (key === 'horseId') return ids.horses;
      if (key === 'userId') return userIds;
      if (key === 'teamId') return ids.teams;
      if (key === 'optionId') return ids.pollOptions;
      if (key === 'venueId') return ids.venues;
      if (key === 'excludeId') return ids.leagues;
      return [];
    },
    stringsFor: (key) => {
      if (key === 'joinCode') return [world.strings.joinCode, 'ZZZ9'];
      if (key === 'slug') return world.strings.slugs;
      if (key === 'email') return [world.loginEmail, 'nobody@example.test'];
      if (key === 'password' || key === 'confirmPassword') return [WORLD_PASSWORD];
      if (key === 'code') return ['GBR', 'IRL'];
      return [];
    },
  };
}

function sample(schema: Schema | undefined, random: Random, hints: SampleHints): unknown {
  return schema ? sampleValue(schema, random, hints) : undefined;
}

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => leafPaths(item, [...prefix, String(index)]));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return [prefix];
    return entries.flatMap(([key, item]) => [
      [...prefix, key],
      ...leafPaths(item, [...prefix, key]),
    ]);
  }
  return [prefix];
}

function setAt(target: unknown, path: string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === undefined || target === null || typeof target !== 'object') return target;
  const copy: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  if (rest.length === 0 && remove) delete copy[head];
  else copy[head] = setAt(copy[head], rest, value, remove);
  return Array.isArray(target) ? Object.values(copy) : copy;
}

function pickPath(value: unknown, random: Random): string[] {
  const paths = leafPaths(value).filter((path) => path.length > 0);
  return paths.length > 0 ? random.pick(paths) : ['field'];
}

function mutateValue(value: unknown, variant: Variant, random: Random): unknown {
  const path = pickPath(value, random);
  switch (variant) {
    case 'wrong-type':
      return setAt(value, path, random.pick(WRONG_TYPES));
    case 'missing-field':
      return setAt(value, path, undefined, true);
    case 'extra-field':
      return setAt(
        value,
        [random.pick(['isAdmin', 'userId', 'role', 'id', 'membershipType'])],
        random.pick([true, 1, 'premium', 'admin']),
      );
    case 'huge-string':
      return setAt(value, path, 'x'.repeat(random.pick([5_000, 70_000, 300_000])));
    case 'unicode':
      return setAt(value, path, random.pick(HOSTILE_STRINGS));
    case 'number-edge':
      return setAt(value, path, random.pick(HOSTILE_NUMBERS));
    case 'valid':
    case 'malformed-json':
    case 'wrong-content-type':
    case 'body-not-object':
    case 'path-id':
    case 'query':
    case 'multipart':
      return value;
  }
}

/** A sampled path or query value as text (objects as JSON, as a careless client would). */
function scalarText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function fillPath(url: string, params: unknown, random: Random, hostile: boolean): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const names = url.split('/').filter((part) => part.startsWith(':'));
  const broken = hostile && names.length > 0 ? random.pick(names) : undefined;
  return url
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      if (part === broken) return random.pick(HOSTILE_PATH_SEGMENTS);
      if (part === '*') return 'x';
      return encodeURIComponent(scalarText(values[part.slice(1)] ?? '1'));
    })
    .join('/');
}

function queryString(query: unknown, random: Random, hostile: boolean): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) search.append(key, scalarText(value));
  }
  if (hostile) {
    const keys = [...search.keys()];
    const key = keys.length > 0 && random.chance(0.7) ? random.pick(keys) : 'unexpected';
    const choice = random.int(0, 3);
    if (choice === 0) search.append(key, String(random.pick(HOSTILE_NUMBERS)));
    else if (choice === 1) search.set(key, random.pick(HOSTILE_STRINGS));
    else if (choice === 2) search.set(key, 'q'.repeat(random.pick([300, 5000])));
    else search.set(key, String(random.pick(HOSTILE_NUMBERS)));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

const CSV_SAMPLES = [
  'name,nationality\nRider One,GBR\n',
  'FEI ID,Rider,Horse,Price\n1,=cmd|" /C calc"!A0,Horse,2.0\n',
  'garbage\u0000\u0001\u0002',
  '',
  '\uFEFF"unterminated,quote\n',
  'a,b,c\n'.repeat(2000),
];

function multipartBody(random: Random): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${random.int(1, 1e9)}`;
  const field = random.pick(['csvFile', 'startlist', 'image', 'file', 'other']);
  const filename = random.pick(['data.csv', 'image.png', 'evil.svg', '../../x.csv', 'x.exe', '']);
  const content = random.chance(0.1)
    ? Buffer.alloc(random.pick([1_100_000, 6 * 1024 * 1024]), 65)
    : Buffer.from(random.pick(CSV_SAMPLES));
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${random.pick(['text/csv', 'image/png', 'image/svg+xml'])}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    content,
    Buffer.from(`\r\n--${boundary}${random.chance(0.9) ? '--' : ''}\r\n`),
  ]);
  const contentType = random.chance(0.9)
    ? `multipart/form-data; boundary=${boundary}`
    : 'multipart/form-data';
  return { payload, contentType };
}

/** One request for an endpoint: valid from its schema, or broken in the way `variant` says. */
export function buildRequest(
  endpoint: Endpoint,
  role: Role,
  variant: Variant,
  random: Random,
  world: World,
): FuzzRequest {
  const hints = hintsFor(world, endpoint.url);
  const params = sample(endpoint.params, random, hints);
  const query = sample(endpoint.querystring, random, hints);
  let path = fillPath(endpoint.url, params, random, variant === 'path-id');
  if (endpoint.stream && variant !== 'path-id') path = endpoint.url.replace(':id', '987654');
  const url = path + queryString(query, random, variant === 'query');
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';

  if (variant === 'multipart' || (endpoint.multipart && variant === 'valid')) {
    const body = multipartBody(random);
    headers['content-type'] = body.contentType;
    payload = body.payload;
  } else if (variant === 'malformed-json') {
    headers['content-type'] = 'application/json';
    payload = random.pick(MALFORMED_JSON);
  } else if (variant === 'body-not-object') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(random.pick(WRONG_TYPES));
  } else if (endpoint.body || hasBody) {
    let body: unknown = sample(endpoint.body, random, hints) ?? {};
    body = mutateValue(body, variant, random);
    payload = JSON.stringify(body);
    headers['content-type'] =
      variant === 'wrong-content-type' ? random.pick(WRONG_CONTENT_TYPES) : 'application/json';
  }
  return { role, variant, method: endpoint.method, url, headers, payload };
}
