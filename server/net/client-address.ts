import ipaddr from 'ipaddr.js';

/**
 * The key a client is counted under by the limits per address: its IPv4 address, or the /64
 * network of an IPv6 address (one client usually holds a whole /64, so rotating the rest of the
 * address is not a new client). IPv4-mapped IPv6 counts as IPv4.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const groups = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
