import webpush from 'web-push';
import type { PushPayload } from '../../../contract/push';
import type { VapidKeys } from './push.keys';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the push service said: delivered, gone for good (404/410), or a failure worth retrying. */
export type PushOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; error: string };

const TIME_TO_LIVE_SECONDS = 6 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Encrypts the payload for one subscription (RFC 8291, aes128gcm), signs the request with VAPID
 * (RFC 8292) and posts it to the push service with fetch.
 */
export async function sendPush(
  keys: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
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
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length of the body itself and refuses one given by hand.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body === null ? null : new Uint8Array(details.body),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) {
      return { kind: 'gone', status: response.status };
    }
    if (response.ok) return { kind: 'delivered', status: response.status };
    return { kind: 'failed', error: `push service answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', error: describeFailure(error) };
  }
}

/** fetch hides the reason (refused, timed out, TLS) in `cause`; keep it for the log. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
