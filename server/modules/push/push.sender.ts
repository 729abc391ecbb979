import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../../contract/push';
import { guardedLookup, resolveHost, type Resolve } from '../../net/address-policy';
import { endpointRefusal, pushAddressAllowed } from './push.endpoint';
import type { VapidKeys } from './push.keys';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What became of a push: delivered, gone for good (404/410), refused by our address policy
 * without connecting, or a failure worth retrying.
 */
export type PushOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; error: string };

/** How pushes reach the network: the address policy's loopback allowance and the resolver. */
export type PushNetwork = { loopbackAllowed: boolean; resolve: Resolve };
export const publicPushNetwork: PushNetwork = { loopbackAllowed: false, resolve: resolveHost };

type RequestDetails = ReturnType<typeof webpush.generateRequestDetails>;

class PushRefusedError extends Error {
  override readonly name = 'PushRefusedError';
}

const TIME_TO_LIVE_SECONDS = 6 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Encrypts the payload for one subscription (RFC 8291, aes128gcm), signs the request with VAPID
 * (RFC 8292) and posts it to the push service, never to a private address
 * (docs/decisions/025-push-endpoint-address-policy.md).
 */
export async function sendPush(
  keys: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
  network: PushNetwork = publicPushNetwork,
): Promise<PushOutcome> {
  let details: RequestDetails;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: keys.subject,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
  } catch {
    // Keys the browser gave that cannot be used: the subscription can never receive anything.
    return { kind: 'gone', status: 0 };
  }
  const refusal = endpointRefusal(details.endpoint, network.loopbackAllowed);
  if (refusal) return { kind: 'refused', reason: refusal };
  try {
    const status = await post(details, network);
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status >= 200 && status < 300) return { kind: 'delivered', status };
    return { kind: 'failed', error: `push service answered ${status}` };
  } catch (error) {
    if (error instanceof PushRefusedError) return { kind: 'refused', reason: error.message };
    return { kind: 'failed', error: describeFailure(error) };
  }
}

/**
 * POSTs the request to the push service. The host is resolved by our lookup, which connects only
 * to an address the policy allows (checked on the address connected to, so DNS rebinding cannot
 * slip a private address in); redirects are not followed.
 */
function post(details: RequestDetails, network: PushNetwork): Promise<number> {
  const url = new URL(details.endpoint);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const body = details.body === null ? null : Buffer.from(details.body);
  if (body) headers['content-length'] = String(body.length);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(url, {
      method: details.method,
      headers,
      agent: false,
      timeout: REQUEST_TIMEOUT_MS,
      lookup: guardedLookup(
        network.resolve,
        (address) => pushAddressAllowed(address, network.loopbackAllowed),
        (hostname) =>
          new PushRefusedError(`${hostname} resolves to a private or loopback address: refused.`),
      ),
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** The reason (refused, timed out, TLS), with its cause when wrapped; kept for the log. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
