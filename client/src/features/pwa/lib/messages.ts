/** Messages between the service worker and the pages it controls. */
export const SW_MESSAGES = {
  /** Page → waiting worker: take over now (Update Now). */
  skipWaiting: 'SKIP_WAITING',
  /** Page → worker: which build are you? Answered on the message port. */
  getVersion: 'GET_VERSION',
  /** Worker → pages: a public read was answered from the cache, saved at `savedAt`. */
  servedFromCache: 'SERVED_FROM_CACHE',
} as const;

export type ServedFromCacheMessage = {
  type: typeof SW_MESSAGES.servedFromCache;
  url: string;
  savedAt: number;
};

export function isServedFromCacheMessage(value: unknown): value is ServedFromCacheMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === SW_MESSAGES.servedFromCache &&
    'savedAt' in value &&
    typeof value.savedAt === 'number'
  );
}

/**
 * Runtime cache of public reads (calendar, results, articles) for offline use. v1 also kept
 * answers the server marked private (premium text, a player's own rows): it is deleted.
 */
export const PUBLIC_READS_CACHE = 'public-reads-v2';
export const RETIRED_CACHES = ['public-reads-v1'] as const;

/**
 * Whether an answer may be kept for whoever uses the device next: a 200 the server did not mark
 * `private` or `no-store` (answers that depend on the session are, docs/decisions/038).
 */
export function isShareableAnswer(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/(^|[\s,])(private|no-store)([\s,=]|$)/i.test(cacheControl ?? '');
}
export const SAVED_AT_HEADER = 'x-sw-saved-at';

/** Public reads the player may see again offline; every other API call goes to the network. */
export function isOfflineReadablePath(pathname: string): boolean {
  return /^\/api\/(competitions|articles)(\/|$)/.test(pathname) && !pathname.endsWith('/events');
}
