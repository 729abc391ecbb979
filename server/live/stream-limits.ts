import net from 'node:net';

/**
 * The key a client's streams are counted under: its IPv4 address, or the /64 network of an IPv6
 * address (one client usually holds a whole /64). IPv4-mapped IPv6 counts as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head === '' ? [] : head.split(':');
    const right = ip.includes('::') && tail !== '' ? tail.split(':') : [];
    const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
    return `${groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

/** Open streams counted per client address; `tryOpen` refuses beyond the limit. */
export function createAddressCounter(limit: number) {
  const open = new Map<string, number>();
  return {
    tryOpen(key: string): boolean {
      const count = open.get(key) ?? 0;
      if (count >= limit) return false;
      open.set(key, count + 1);
      return true;
    },
    close(key: string) {
      const count = (open.get(key) ?? 0) - 1;
      if (count > 0) open.set(key, count);
      else open.delete(key);
    },
    count: (key: string) => open.get(key) ?? 0,
  };
}

/** A stream's lifetime: a random moment in the last tenth of the maximum. */
export const streamLifetimeMs = (maxLifetimeMs: number) =>
  Math.round(maxLifetimeMs * (0.9 + Math.random() * 0.1));
