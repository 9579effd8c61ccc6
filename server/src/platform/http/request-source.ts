import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a request comes from, which every limit "per address" counts as one client: an IPv4
 * address's /24 and an IPv6 address's /64. A single IPv6 client is handed a whole /64 and may
 * send from any address in it, and a burst from 256 neighbouring IPv4 addresses is one source
 * too; counting single addresses would multiply each such limit by 2^64 or 256. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.7`) is IPv4. Anything that is not an address is its own source.
 */
export function requestSource(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address)) return ipv4Network(address);
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mappedIpv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mappedIpv4) return ipv4Network([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.'));
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

function ipv4Network(address: string): string {
  const [a, b, c] = address.split('.').map(Number);
  return `${a}.${b}.${c}.0/24`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const before = parse(head);
  if (tail === undefined) return before;
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
