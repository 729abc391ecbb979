import proxyAddr from '@fastify/proxy-addr';

/**
 * Which hops in front of the app may say who the client is (X-Forwarded-For): none, the nearest
 * `hops` (each appends the address it was reached from), or those at the listed addresses and
 * networks. Never every hop: the leftmost entry is whatever the client wrote
 * (docs/decisions/037-trusted-proxies-by-count-or-address.md).
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

const MAX_HOPS = 10;

export const TRUST_PROXY_FORMS =
  'false (the default: no proxy), a number of proxies in front of the app (1 for one load balancer, 2 for a CDN in front of it), or a comma-separated list of proxy addresses and networks (10.0.0.0/8, 203.0.113.7, loopback, linklocal, uniquelocal)';

/** Reads TRUST_PROXY; throws a sentence (to follow `TRUST_PROXY: `) naming the accepted forms. */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
  if (text === 'true' || text === 'yes') {
    throw new Error(
      `${text} would trust every hop, so each client could choose its own address. Give ${TRUST_PROXY_FORMS}.`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`at most ${MAX_HOPS} proxies in front of the app.`);
    return { hops };
  }
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}. Give ${TRUST_PROXY_FORMS}.`, { cause: error });
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` for the setting. A hop count is a function of the hop's position, as
 * Fastify itself no longer reads a bare number (it would trust nothing).
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  return trusted.addresses;
}
