import { isIPv4, isIPv6 } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * Who a per-client limit counts: the address, an IPv6 client by its /64 (one customer's
 * network, where it can pick any address). The same grouping as the rate limits
 * (@fastify/rate-limit's default), so the login lockout cannot be dodged by hopping addresses.
 */
export function clientKey(ip: string): string {
  return normalizeIP(ip, 64);
}

/**
 * The client address in one form for lookup and storage: an IPv4-mapped IPv6 address
 * (`::ffff:8.8.8.8`, as a dual-stack socket reports IPv4 clients) becomes plain IPv4, and an IPv6
 * zone (`%eth0`) is dropped.
 */
export function normaliseIp(ip: string): string {
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * What is stored of an address by default: IPv4 with its last octet zeroed (/24), IPv6 cut to its
 * first 48 bits (/48). Enough for the admin to tell networks apart, not to single out a person.
 */
export function anonymiseIp(ip: string): string {
  if (isIPv4(ip)) return ip.replace(/\.\d+$/, '.0');
  if (isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 3).join(':')}::`;
  return 'Unknown';
}

/** The eight 16-bit groups of a valid IPv6 address, in hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
  const address = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a, b, c, d) =>
    [
      [a, b],
      [c, d],
    ]
      .map(([high, low]) => ((Number(high) << 8) | Number(low)).toString(16))
      .join(':'),
  );
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16).toString(16));
}
