import { changedTables, databaseChecksum, listTables } from './checksum';
import { buildRequest, type FuzzRequest, type Variant } from './fuzz-requests';
import { endpointKey, type Endpoint, type Harness } from './harness';
import { findLeaks } from './leaks';
import { createRandom } from './random';
import { waitForValue } from '../wait-for';
import { ROLES, type World } from './world';

export type FuzzFailure = {
  request: Pick<FuzzRequest, 'role' | 'variant' | 'method' | 'url'>;
  status: number;
  problem: string;
  body: string;
};

export type FuzzReport = {
  seed: number;
  requests: number;
  endpoints: number;
  endpointsCovered: string[];
  byStatus: Record<string, number>;
  byVariant: Record<string, number>;
  refused: number;
  refusedChecked: number;
  accepted: number;
  failures: FuzzFailure[];
  milliseconds: number;
};

/** Links opened from an email answer with a page, not JSON. */
const HTML_ENDPOINTS = new Set(['/api/push/unsubscribe']);

const SESSION_CHANGING = new Set([
  '/api/auth/logout',
  '/api/auth/login',
  '/api/auth/verify-email',
  '/api/auth/dev-verify',
  '/api/auth/reset-password',
]);

/** The statuses the API reference lists for each endpoint (`GET /api/leagues/:id`). */
function documentedStatuses(harness: Harness): Map<string, Set<number>> {
  const document = harness.app.swagger() as {
    paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const statuses = new Map<string, Set<number>>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const listed = Object.keys(operation.responses ?? {}).map(Number);
      statuses.set(`${method.toUpperCase()} ${url}`, new Set(listed));
    }
  }
  return statuses;
}

/** Words that only appear when internals leak into a message. */
const INTERNAL =
  /\bat [\w.<>$]+ \(|\.[tj]s:\d+|node_modules|\[object Object\]|ZodError|TypeError|ReferenceError|RangeError|violates|relation "|syntax error at|duplicate key|PGlite|drizzle|Failed query|ECONN|undefined/i;

/** zod's own wording ("price: Too small: expected number to be >=1"), which no answer carries. */
const ZOD_DEFAULT =
  /(^|: )(Too small: |Too big: |Invalid input|Invalid option: |Invalid string: |Invalid key in |Invalid element in |Unrecognized keys?: )|expected \w+ to (be|have) [<>]/;

/** Why a refusal's message is not a clear sentence for a person, or null when it is. */
export function unclearMessage(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return 'there is no message';
  const text = message.trim();
  if (text.length < 8) return 'the message is too short';
  if (text.length > 400) return 'the message is too long';
  if (INTERNAL.test(text)) return 'the message shows internals';
  if (/received NaN/.test(text)) return 'the message says NaN';
  if (ZOD_DEFAULT.test(text)) return "the message is zod's default English, not a sentence";
  if (/^[\w.]+: (?:is|required)\b/.test(text))
    return 'the sentence after the field name has no subject';
  const subject = /^([\w.]+): ([a-z][\w.]*) (?:must|is|has)\b/.exec(text);
  if (subject && subject[1] !== subject[2]) {
    return 'the field named and the subject of the sentence disagree';
  }
  return null;
}

function variantsFor(endpoint: Endpoint): Variant[] {
  const list: Variant[] = ['valid', 'valid', 'query'];
  if (endpoint.params) list.push('path-id', 'path-id');
  if (endpoint.multipart) list.push('multipart', 'multipart', 'multipart', 'wrong-content-type');
  else if (endpoint.body || endpoint.method === 'POST' || endpoint.method === 'PUT') {
    list.push(
      'wrong-type',
      'wrong-type',
      'missing-field',
      'extra-field',
      'huge-string',
      'unicode',
      'unicode',
      'number-edge',
      'number-edge',
      'malformed-json',
      'wrong-content-type',
      'body-not-object',
    );
  }
  return list;
}

/**
 * Some accepted writes finish work after answering (standings catch up in the background; a
 * known address's reset link is stored after the answer, so that its timing tells nothing): wait
 * for the standings engine to have run everything queued so far, then until the readings have
 * stayed the same for `quietMs`, so that work is not blamed on the next, refused, request. The
 * reset link is written by a task of its own, which a busy machine may start a while later.
 */
async function settledChecksum(harness: Harness, tables: string[], first: string, quietMs: number) {
  await harness.app.deps.standings.reconcile();
  let previous = first;
  let sameSince = Date.now();
  return waitForValue(
    () => databaseChecksum(harness.database.db, tables),
    (next) => {
      if (next !== previous) {
        previous = next;
        sameSince = Date.now();
        return false;
      }
      return Date.now() - sameSince >= quietMs;
    },
    { intervalMs: 30 },
  );
}

export type FuzzOptions = {
  harness: Harness;
  world: World;
  seed: number;
  requests: number;
  /** Compare the database before and after each refused request (slower, thorough). */
  checkDatabase?: boolean;
  remoteAddressBase?: number;
  onProgress?: (done: number) => void;
};

/**
 * Sends `requests` generated requests round the endpoints as every role and checks each answer:
 * no 5xx, refusals are 4xx JSON with a clear sentence, refused requests change nothing, and no
 * answer leaks a hash, a secret or text the role may not read.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { harness, world } = options;
  const random = createRandom(options.seed);
  const db = harness.database.db;
  const tables = await listTables(db);
  const endpoints = harness.endpoints;
  const started = Date.now();
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    endpoints: endpoints.length,
    endpointsCovered: [],
    byStatus: {},
    byVariant: {},
    refused: 0,
    refusedChecked: 0,
    accepted: 0,
    failures: [],
    milliseconds: 0,
  };
  const covered = new Set<string>();
  const documented = documentedStatuses(harness);
  let checksum = options.checkDatabase === false ? '' : await databaseChecksum(db, tables);

  for (let index = 0; index < options.requests; index += 1) {
    const endpoint = endpoints[index % endpoints.length];
    if (!endpoint) break;
    const role = random.pick(ROLES);
    const variant = random.pick(variantsFor(endpoint));
    const request = buildRequest(endpoint, role, variant, random, world);
    const response = await harness.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        origin: 'http://localhost:5000',
        ...request.headers,
        ...(world.cookie(role) ? { cookie: world.cookie(role) ?? '' } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: `10.${(options.remoteAddressBase ?? 0) % 250}.${random.int(0, 250)}.${random.int(1, 250)}`,
    });
    report.requests += 1;
    covered.add(endpointKey(endpoint));
    const status = response.statusCode;
    report.byStatus[String(status)] = (report.byStatus[String(status)] ?? 0) + 1;
    report.byVariant[variant] = (report.byVariant[variant] ?? 0) + 1;
    const fail = (problem: string) =>
      report.failures.push({
        request: { role, variant, method: request.method, url: request.url.slice(0, 200) },
        status,
        problem,
        body: response.body.slice(0, 300),
      });

    if (status < 300 && endpoint.url === '/api/user/premium/trial') world.trialRoles.add(role);
    if (status >= 500) {
      const cause = harness.errorLog.at(-1) ?? '';
      fail(`a server error: ${/"message":"([^"]*)"/.exec(cause)?.[1] ?? 'no log line'}`);
    } else if (status >= 400) {
      report.refused += 1;
      const html =
        HTML_ENDPOINTS.has(endpoint.url) &&
        String(response.headers['content-type']).startsWith('text/html');
      const unclear = html
        ? /<p[^>]*>[^<]{8,}<\/p>/.test(response.body)
          ? null
          : 'the page has no sentence'
        : unclearMessage(response.body);
      if (unclear) fail(`a refusal without a clear message: ${unclear}`);
      // The reference's own routes are left out of it (and checked by its test).
      const listed = documented.get(endpointKey(endpoint));
      if (listed && !listed.has(status)) {
        fail(`a refusal with ${status}, which the API reference does not list for it`);
      }
    } else report.accepted += 1;
    for (const leak of findLeaks(response.body, role, world)) fail(`the answer leaks ${leak}`);

    if (options.checkDatabase !== false) {
      const after = await databaseChecksum(db, tables);
      if (status >= 400) {
        report.refusedChecked += 1;
        if (after !== checksum) {
          fail(`a refused request changed ${changedTables(checksum, after).join(', ')}`);
        }
      }
      const background =
        status < 300 &&
        request.method !== 'GET' &&
        /competition|import|scrap|match|forgot-password/.test(endpoint.url);
      const quietMs = endpoint.url.includes('forgot-password') ? 500 : 30;
      checksum = background ? await settledChecksum(harness, tables, after, quietMs) : after;
    }
    if (status < 300 && role !== 'visitor' && SESSION_CHANGING.has(endpoint.url)) {
      await world.renewSession(role);
      if (options.checkDatabase !== false) checksum = await databaseChecksum(db, tables);
    }
    options.onProgress?.(report.requests);
  }
  report.endpointsCovered = [...covered].sort();
  report.milliseconds = Date.now() - started;
  return report;
}
