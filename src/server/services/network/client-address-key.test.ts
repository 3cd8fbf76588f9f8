import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address-key.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when a dual-stack socket reports it mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:198.51.100.1')).not.toBe(clientAddressKey('::ffff:203.0.113.7'));
  });

  it('groups the addresses of one IPv6 /64 under one key, whatever their spelling', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2:abcd::7%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
