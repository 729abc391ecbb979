import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * True for addresses a server must never be made to call on someone's behalf: loopback,
 * private, link-local (cloud metadata), carrier-grade NAT, documentation, multicast and
 * reserved ranges, in IPv4 or IPv6 (IPv4-mapped IPv6 addresses are checked as IPv4).
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
    if (/^::ffff:/i.test(address)) return true;
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

/** A host written as an IP address (IPv6 in brackets, as URL.hostname gives it). */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) === 0 ? null : bare;
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Loopback only: 127.0.0.0/8 and ::1 (IPv4-mapped IPv6 checked as IPv4). */
export function isLoopbackAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return loopback.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** A host name that always means this machine, whatever DNS says. */
export const isLocalHostName = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost');

/** Name resolution: every address of a host, as the system resolver gives them. */
export type Resolve = (hostname: string) => Promise<string[]>;

export const resolveHost: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * A `lookup` for http(s).request that resolves with `resolve` and connects only to an address
 * `allowed` accepts, so the address checked is the one connected to (no DNS rebinding between
 * check and connect). Refuses with `refusal(hostname)` when none is allowed.
 */
export function guardedLookup(
  resolve: Resolve,
  allowed: (address: string) => boolean,
  refusal: (hostname: string) => Error,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const chosen = addresses.find(allowed);
        if (!chosen) {
          callback(refusal(hostname), '', 4);
          return;
        }
        const family = net.isIPv6(chosen) ? 6 : 4;
        if (options.all) callback(null, [{ address: chosen, family }]);
        else callback(null, chosen, family);
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
