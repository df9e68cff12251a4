import { limitAddress } from './client-address';

describe('limitAddress (the part of a client address the per-IP limits count)', () => {
  it('keeps IPv4 and turns an IPv4-mapped IPv6 socket address into its IPv4', () => {
    expect(limitAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(limitAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitAddress('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('groups IPv6 by its /64, however it is written', () => {
    const prefix = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
    ]) {
      expect(limitAddress(ip)).toBe(prefix);
    }
    expect(limitAddress('2001:db8:1:3::1')).not.toBe(prefix);
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('counts what it cannot parse as it is', () => {
    expect(limitAddress('')).toBe('');
    expect(limitAddress('unknown')).toBe('unknown');
  });
});
