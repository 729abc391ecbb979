import ipaddr from 'ipaddr.js';

/**
 * An address a proxy wrote with the port it was reached from ("203.0.113.7:51234",
 * "[2001:db8::1]:443", as some cloud load balancers append to X-Forwarded-For), without the port:
 * the port changes with each connection, the client does not.
 */
function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1] !== undefined) return bracketed[1];
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return v4?.[1] ?? text;
}

/**
 * The key a client is counted under by the limits per address: its IPv4 address, or the /64
 * network of an IPv6 address (one client usually holds a whole /64, so rotating the rest of the
 * address is not a new client). IPv4-mapped IPv6 counts as IPv4; a port written after the
 * address is left out.
 */
export function clientAddressKey(written: string): string {
  const ip = withoutPort(written.trim());
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const groups = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
