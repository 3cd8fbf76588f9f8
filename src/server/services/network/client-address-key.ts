import { isIPv6 } from 'node:net';
import { ipv6Groups, normaliseIp } from '#server/services/tracking/client-ip.js';

/**
 * The key every per-client limit counts under (rate limits, connections per address; the login
 * lockout should use it too): an IPv4 address as it is, an IPv6 address cut to its /64 network.
 * One IPv6 subscriber is given a whole /64 and can hop between its 2^64 addresses at will, so
 * counting exact addresses would let it escape every limit. An IPv4 client reached over a
 * dual-stack socket (`::ffff:1.2.3.4`) counts as its IPv4 address, not as the shared `::ffff:0:0/64`.
 */
export function clientAddressKey(ip: string): string {
  const address = normaliseIp(ip);
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
