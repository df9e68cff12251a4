import { deriveKey } from '../../otp/secrets';
import { checkState, codeVerifier, startSignIn } from './google-state';
import { readProfile } from './google.service';

describe('Google state', () => {
  const key = deriveKey('unit-test-secret');
  const now = 1_800_000_000_000;

  it('accepts its own state from the same browser before it expires', () => {
    const { state, binding, codeChallenge } = startSignIn(key, now);
    expect(checkState(key, state, binding, now + 1000)).toBe(true);
    expect(codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeVerifier(key, binding)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses another browser, a tampered or foreign state, and an expired one', () => {
    const { state, binding } = startSignIn(key, now);
    const other = startSignIn(key, now);
    expect(checkState(key, state, other.binding, now)).toBe(false);
    expect(checkState(key, state, undefined, now)).toBe(false);
    expect(checkState(key, `${state}0`, binding, now)).toBe(false);
    expect(checkState(key, state.replace(/\.(\d+)\./, '.9999999999999.'), binding, now)).toBe(
      false,
    );
    expect(checkState(deriveKey('other'), state, binding, now)).toBe(false);
    expect(checkState(key, state, binding, now + 10 * 60_000 + 1)).toBe(false);
    for (const bad of [undefined, 42, ['a'], '', 'a.b', 'a.b.c.d', 'x'.repeat(400)]) {
      expect(checkState(key, bad, binding, now)).toBe(false);
    }
  });
});

describe('readProfile', () => {
  it('keeps what it needs, lower-cases the address and drops unsafe values', () => {
    expect(
      readProfile({
        sub: 123,
        email: ' Gita@Example.ORG ',
        email_verified: 'true',
        name: 'Gita\u0000 Sharma\n',
        picture: 'javascript:alert(1)',
      }),
    ).toEqual({
      sub: '123',
      email: 'gita@example.org',
      emailVerified: true,
      name: 'Gita  Sharma',
      picture: null,
    });
    expect(readProfile({ sub: 'x', email: 'not-an-address' })).toMatchObject({
      email: null,
      emailVerified: false,
      name: 'Member',
    });
    expect(readProfile({ sub: 'x', picture: 'https://example.org/a.png' })?.picture).toBe(
      'https://example.org/a.png',
    );
    for (const bad of [null, 'text', [], {}, { sub: '' }, { sub: 'x'.repeat(300) }]) {
      expect(readProfile(bad)).toBeNull();
    }
  });
});
