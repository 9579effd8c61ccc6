import { describe, expect, it } from 'vitest';
import { requestSource } from './request-source.ts';

describe('requestSource', () => {
  it.each([
    ['192.0.2.7', '192.0.2.0/24'],
    ['192.0.2.254', '192.0.2.0/24'],
    ['192.0.3.7', '192.0.3.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['::ffff:192.0.2.7', '192.0.2.0/24'],
    ['::FFFF:c000:0207', '192.0.2.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:85a3:08d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::ffff:1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s is counted as %s', (ip, source) => {
    expect(requestSource(ip)).toBe(source);
  });

  it('counts every address of one IPv6 /64 as one source, and the next /64 apart', () => {
    expect(requestSource('2001:db8:1:2:aaaa::1')).toBe(requestSource('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(requestSource('2001:db8:1:2::1')).not.toBe(requestSource('2001:db8:1:3::1'));
  });
});
