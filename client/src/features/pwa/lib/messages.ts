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

/** Runtime cache of public reads (calendar, results, articles) for offline use. */
export const PUBLIC_READS_CACHE = 'public-reads-v1';
export const SAVED_AT_HEADER = 'x-sw-saved-at';

/** Public reads the player may see again offline; every other API call goes to the network. */
export function isOfflineReadablePath(pathname: string): boolean {
  return /^\/api\/(competitions|articles)(\/|$)/.test(pathname) && !pathname.endsWith('/events');
}
