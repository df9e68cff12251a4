import { normaliseRecoveryCode } from './recovery-codes';
import { deviceName } from '../passkeys/passkeys.service';

describe('recovery codes as typed', () => {
  it('ignore case, spaces and the dash', () => {
    expect(normaliseRecoveryCode('K7M2P-X9Q4R')).toBe('k7m2px9q4r');
    expect(normaliseRecoveryCode(' k7m2p x9q4r ')).toBe('k7m2px9q4r');
  });

  it('refuse the wrong length and letters outside the alphabet', () => {
    for (const typed of ['k7m2p-x9q4', 'k7m2p-x9q4rr', 'k7m2p-x9q4l', 'o7m2p-x9q4r', '']) {
      expect(normaliseRecoveryCode(typed)).toBeNull();
    }
  });
});

describe('a passkey’s default name', () => {
  it('is the browser and system, or “Passkey”', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(deviceName('')).toBe('Passkey');
    expect(deviceName(undefined)).toBe('Passkey');
  });
});
