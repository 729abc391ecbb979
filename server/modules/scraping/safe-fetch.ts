import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ipLiteral, isPrivateAddress } from './address-policy';

/** The request was refused by our outbound policy before or while connecting. */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';
}
/** The scoreboard could not be read (network, status, size or time limit). */
export class OutboundFailedError extends Error {
  override readonly name = 'OutboundFailedError';
}

export type SafeFetchOptions = {
  allowedOrigins: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; tests replace it to stand for a hostile DNS answer. */
  resolve?: (hostname: string) => Promise<string[]>;
};

/** A form POSTed instead of a GET (the site's JSON gateway); the answer is JSON. */
export type OutboundForm = Record<string, string>;

export const SCOREBOARD_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

const defaultResolve = async (hostname: string) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

function normaliseOrigin(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

const hostsOf = (origins: readonly string[]) =>
  origins.map((origin) => origin.replace(/^https?:\/\//, '')).join(' or ');

/**
 * Checks an address against the allowed scoreboard origins (http or https, no credentials).
 * Returns the URL and whether its origin names a private host itself (an IP literal or
 * localhost in the setting), the only case where a private address may be reached.
 */
export function checkOutboundUrl(
  address: string,
  allowedOrigins: readonly string[],
): { url: URL; privateAllowed: boolean } {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundRefusedError(`"${address}" is not a web address.`);
  }
  const allowed = allowedOrigins.map(normaliseOrigin).filter((o): o is string => o !== null);
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    !allowed.includes(url.origin)
  ) {
    throw new OutboundRefusedError(
      `Only addresses on ${hostsOf(allowedOrigins)} may be read: ${url.origin} is not allowed.`,
    );
  }
  const privateAllowed = ipLiteral(url.hostname) !== null || url.hostname === 'localhost';
  return { url, privateAllowed };
}

function guardedLookup(
  resolve: (hostname: string) => Promise<string[]>,
  privateAllowed: boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const usable = addresses.filter((a) => privateAllowed || !isPrivateAddress(a));
        const chosen = usable[0];
        if (!chosen) {
          callback(
            new OutboundRefusedError(
              `${hostname} resolves to a private or loopback address: refused.`,
            ),
            '',
            4,
          );
          return;
        }
        const family = chosen.includes(':') ? 6 : 4;
        if (options.all) {
          callback(null, [{ address: chosen, family }]);
          return;
        }
        callback(null, chosen, family);
      },
      (error: unknown) =>
        callback(
          error instanceof Error ? (error as NodeJS.ErrnoException) : new Error(String(error)),
          '',
          4,
        ),
    );
  };
}

type Answer = { status: number; location: string | null; body: Buffer; contentType: string };

function requestOnce(
  url: URL,
  privateAllowed: boolean,
  options: Required<SafeFetchOptions>,
  form: OutboundForm | null,
) {
  const literal = ipLiteral(url.hostname);
  if (literal !== null && !privateAllowed && isPrivateAddress(literal)) {
    throw new OutboundRefusedError(`${url.hostname} is a private or loopback address: refused.`);
  }
  const client = url.protocol === 'https:' ? https : http;
  const body = form === null ? null : new URLSearchParams(form).toString();
  return new Promise<Answer>((resolvePromise, reject) => {
    const request = client.request(
      url,
      {
        method: body === null ? 'GET' : 'POST',
        headers: {
          'user-agent': 'EventingManager/2.0 (scoreboard reader)',
          accept: body === null ? 'text/html,application/xhtml+xml' : 'application/json',
          'accept-encoding': 'identity',
          ...(body === null
            ? {}
            : {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': String(Buffer.byteLength(body)),
              }),
        },
        lookup: guardedLookup(options.resolve, privateAllowed),
        timeout: options.timeoutMs,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location ?? null;
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(new OutboundFailedError(tooLarge(options.maxBytes)));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new OutboundFailedError(tooLarge(options.maxBytes)));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolvePromise({
            status,
            location,
            body: Buffer.concat(chunks),
            contentType: response.headers['content-type'] ?? '',
          }),
        );
        response.on('error', (error) => reject(failure(error)));
      },
    );
    const deadline = setTimeout(() => {
      request.destroy(new OutboundFailedError(timedOut(options.timeoutMs)));
    }, options.timeoutMs);
    request.on('timeout', () =>
      request.destroy(new OutboundFailedError(timedOut(options.timeoutMs))),
    );
    request.on('error', (error) => reject(failure(error)));
    request.on('close', () => clearTimeout(deadline));
    request.end(body ?? undefined);
  });
}

/** A refused answer in the operator's words: whose fault it is and what happens next. */
function statusMessage(status: number): string {
  if (status === 404 || status === 410) {
    return `The scoreboard has no page at this address (HTTP ${status}): check the scoring URL.`;
  }
  if (status >= 500) {
    return `The scoreboard site is failing (HTTP ${status}): a later scrape tries again.`;
  }
  return `The scoreboard refused the request (HTTP ${status}).`;
}

const tooLarge = (bytes: number) =>
  `The scoreboard page is larger than ${Math.round(bytes / 1024 / 1024)} MB: not read.`;
const timedOut = (ms: number) => `The scoreboard did not answer within ${ms / 1000} seconds.`;
function failure(error: unknown): Error {
  if (error instanceof OutboundRefusedError || error instanceof OutboundFailedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new OutboundFailedError(`The scoreboard could not be reached: ${message}`);
}

/**
 * The page's character set: the header's, else the one a `<meta>` near the top declares (boards
 * saved from Windows declare windows-1252 there only), else UTF-8.
 */
function charsetOf(body: Buffer, contentType: string): string {
  const header = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  if (header) return header.toLowerCase();
  const head = body.subarray(0, 4096).toString('latin1');
  const meta = /<meta\b[^>]*?charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  return meta?.toLowerCase() ?? 'utf-8';
}

function decode(body: Buffer, contentType: string): string {
  const charset = charsetOf(body, contentType);
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * GETs a scoreboard page under the outbound policy: allowed origins only, redirects followed
 * only on the same origin, private and loopback addresses refused (checked on the address
 * actually connected to), a time limit and a size limit. Returns the page's text. With a form,
 * POSTs it instead (the JSON gateway) under the same policy; only redirects that keep the form
 * (307, 308) are followed.
 */
export async function fetchScoreboardPage(
  address: string,
  options: SafeFetchOptions,
  form: OutboundForm | null = null,
) {
  const settings: Required<SafeFetchOptions> = {
    timeoutMs: SCOREBOARD_LIMITS.timeoutMs,
    maxBytes: SCOREBOARD_LIMITS.maxBytes,
    maxRedirects: SCOREBOARD_LIMITS.maxRedirects,
    resolve: defaultResolve,
    ...options,
  };
  const first = checkOutboundUrl(address, settings.allowedOrigins);
  let url = first.url;
  for (let hop = 0; hop <= settings.maxRedirects; hop += 1) {
    const answer = await requestOnce(url, first.privateAllowed, settings, form);
    if (answer.status >= 300 && answer.status < 400 && answer.location !== null) {
      if (form !== null && answer.status !== 307 && answer.status !== 308) {
        throw new OutboundFailedError(
          `The scoreboard gateway answered HTTP ${answer.status} (a redirect that would drop the form).`,
        );
      }
      const next = new URL(answer.location, url);
      if (next.origin !== first.url.origin) {
        throw new OutboundRefusedError(
          `The scoreboard redirected to another host (${next.origin}): refused.`,
        );
      }
      url = next;
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new OutboundFailedError(statusMessage(answer.status));
    }
    return decode(answer.body, answer.contentType);
  }
  throw new OutboundFailedError('The scoreboard redirected too many times.');
}
