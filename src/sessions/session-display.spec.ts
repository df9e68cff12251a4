import { describeDevice, maskIp, UNKNOWN_DEVICE } from './session-display';

describe('describeDevice', () => {
  it('names the browser and system of a User-Agent', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Mobile Safari 17 on iOS');
  });

  it('falls back to "Unknown device"', () => {
    for (const ua of [null, undefined, '', 'curl-ish', '\u0000']) {
      expect(describeDevice(ua)).toBe(UNKNOWN_DEVICE);
    }
  });
});

describe('maskIp', () => {
  it('hides the last octet of IPv4, also when mapped into IPv6', () => {
    expect(maskIp('203.0.113.42')).toBe('203.0.113.x');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.100.x');
  });

  it('keeps the first three groups of IPv6', () => {
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::x');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0::x');
    expect(maskIp('::1')).toBe('0:0:0::x');
    expect(maskIp('fe80::1%eth0')).toBe('fe80:0:0::x');
  });

  it('answers nothing for what is not an address', () => {
    for (const ip of [null, undefined, '', 'localhost', '1.2.3']) expect(maskIp(ip)).toBeNull();
  });
});
