import { describe, expect, it } from 'vitest';
import { clientIp, networkOf, wideNetworkOf } from './client-address';

describe('clientIp', () => {
  it('reads Cloudflare’s header, then X-Real-IP, else one shared "unknown" client', () => {
    expect(clientIp(new Headers({ 'cf-connecting-ip': ' 203.0.113.7 ', 'x-real-ip': '198.51.100.1' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientIp(new Headers())).toBe('unknown');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(clientIp(new Headers({ 'cf-connecting-ip': '2001:db8:1:2:3:4:5:6' }))).toBe('2001:db8:1:2::/64');
  });
});

describe('networkOf', () => {
  it('keeps an IPv4 address, and an IPv4-mapped IPv6 address is that IPv4 client', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('gives one /64 however the address is written', () => {
    for (const written of ['2001:db8:9:9::1', '[2001:DB8:9:9::1]:443', '2001:0db8:0009:0009:0:0:0:1', '2001:db8:9:9::1%eth0', '2001:db8:9:9:ffff:1:2:3']) {
      expect(networkOf(written), written).toBe('2001:db8:9:9::/64');
    }
    expect(networkOf('2001:db8:9:a::1')).not.toBe(networkOf('2001:db8:9:9::1'));
  });

  it('leaves what is not an address as it came (lower-cased), never throwing', () => {
    expect(networkOf('not:an:address')).toBe('not:an:address');
    expect(networkOf('1::2::3')).toBe('1::2::3');
  });
});

describe('wideNetworkOf', () => {
  it('widens an IPv6 /64 to its /48 and an IPv4 address to its /24', () => {
    expect(wideNetworkOf(networkOf('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1::/48');
    expect(wideNetworkOf(networkOf('2001:db8:1:ffff::1'))).toBe('2001:db8:1::/48');
    expect(wideNetworkOf(networkOf('2001:db8:2::1'))).toBe('2001:db8:2::/48');
    expect(wideNetworkOf('203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('leaves what does not parse as it is', () => {
    expect(wideNetworkOf('unknown')).toBe('unknown');
  });
});
