import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('the key a client is counted under', () => {
  it('is an IPv4 address itself, and IPv4-mapped IPv6 counts as IPv4', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves out a port a proxy wrote after the address, so each connection is not a new client', () => {
    expect(clientAddressKey('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.7:443')).toBe('203.0.113.7');
    expect(clientAddressKey('[2001:db8:1:2::9]:51234')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('[::ffff:203.0.113.7]:80')).toBe('203.0.113.7');
    expect(clientAddressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});
