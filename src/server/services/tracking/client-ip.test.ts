import { describe, expect, it } from 'vitest';
import { anonymiseIp, clientKey, normaliseIp } from './client-ip.js';

describe('normaliseIp', () => {
  it.each([
    ['::ffff:49.37.0.1', '49.37.0.1'],
    ['::FFFF:8.8.8.8', '8.8.8.8'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['8.8.8.8', '8.8.8.8'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseIp(input)).toBe(expected);
  });
});

describe('anonymiseIp', () => {
  it.each([
    ['49.37.12.201', '49.37.12.0'],
    ['8.8.8.8', '8.8.8.0'],
    ['2001:4860:4860::8888', '2001:4860:4860::'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0db8:0000:0042::1', '2001:db8:0::'],
    ['2001:db8::', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0::'],
    ['not an address', 'Unknown'],
  ])('%s → %s', (input, expected) => {
    expect(anonymiseIp(input)).toBe(expected);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::'],
  ])('%s → %s', (input, expected) => {
    expect(clientKey(input)).toBe(expected);
  });

  it('tells different /64 networks apart', () => {
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});
