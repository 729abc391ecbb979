import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

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
  // Local-use NAT64 (RFC 8215): carries an IPv4 address a site chooses, private ones included.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo: carries an IPv4 client address; benchmarking, ORCHID and documentation ranges.
  ['2001::', 32],
  ['2001:2::', 48],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address carries, or null: IPv4-mapped (::ffff:a.b.c.d, also written
 * ::ffff:7f00:1), IPv4-compatible (::a.b.c.d, which URL parsing turns into ::7f00:1),
 * IPv4-translated (::ffff:0:a.b.c.d) and 6to4 (2002:aabb:ccdd::). Each reaches, or names, that
 * IPv4 address, so the policy checks it as IPv4.
 */
export function embeddedIpv4(address: string): string | null {
  if (!ipaddr.IPv6.isValid(address)) return null;
  const [a, b, c, d, e, f, g, h] = ipaddr.IPv6.parse(address).parts;
  if (h === undefined || g === undefined || b === undefined || c === undefined) return null;
  const zeros = a === 0 && b === 0 && c === 0 && d === 0;
  if (zeros && e === 0 && (f === 0xffff || f === 0)) return dotted(g, h);
  if (zeros && e === 0xffff && f === 0) return dotted(g, h);
  if (a === 0x2002) return dotted(b, c);
  return null;
}

/**
 * True for addresses a server must never be made to call on someone's behalf: loopback,
 * private, link-local (cloud metadata), carrier-grade NAT, documentation, multicast and
 * reserved ranges, in IPv4 or IPv6 (an IPv6 address that carries an IPv4 one, `embeddedIpv4`,
 * is checked as that IPv4 address).
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner !== null) return blocked.check(inner, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

/**
 * A host as the policy compares it: lower case, without the brackets of an IPv6 literal and
 * without the trailing dots of a fully qualified name (`localhost.` is `localhost`).
 */
export function normaliseHost(hostname: string): string {
  const bare =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return bare.toLowerCase().replace(/\.+$/, '');
}

/** A host written as an IP address (IPv6 in brackets, as URL.hostname gives it). */
export function ipLiteral(hostname: string): string | null {
  const bare = normaliseHost(hostname);
  return net.isIP(bare) === 0 ? null : bare;
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Loopback only: 127.0.0.0/8 and ::1 (an IPv6 address carrying an IPv4 one checked as IPv4). */
export function isLoopbackAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 4) return loopback.check(address, 'ipv4');
  if (loopback.check(address, 'ipv6')) return true;
  const inner = embeddedIpv4(address);
  return inner !== null && loopback.check(inner, 'ipv4');
}

/** A host name that always means this machine, whatever DNS says (`localhost.` included). */
export function isLocalHostName(hostname: string): boolean {
  const host = normaliseHost(hostname);
  return host === 'localhost' || host.endsWith('.localhost');
}

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
