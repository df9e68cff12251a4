import fc from 'fast-check';
import { toUserDto } from './user-response';
import type { User } from './user.entity';

const user = (extra: Record<string, unknown> = {}): User =>
  ({
    id: '6f0c1c3e-5d6b-4a5e-9a39-2f3f0f3f0f3f',
    name: 'Asha',
    email: 'asha@example.org',
    username: null,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    googleId: 'google-123',
    avatar: null,
    isEmailVerified: true,
    otpEnabled: false,
    role: 'user',
    createdAt: new Date('2026-01-02T03:04:05Z'),
    updatedAt: new Date('2026-01-02T03:04:05Z'),
    lastLogin: null,
    ...extra,
  }) as User;

describe('toUserDto', () => {
  it('emits exactly the user object of the contract', () => {
    expect(toUserDto(user())).toEqual({
      id: '6f0c1c3e-5d6b-4a5e-9a39-2f3f0f3f0f3f',
      name: 'Asha',
      email: 'asha@example.org',
      username: null,
      avatar: null,
      isEmailVerified: true,
      otpEnabled: false,
      hasPassword: true,
      role: 'user',
      createdAt: '2026-01-02T03:04:05.000Z',
      lastLogin: null,
      secondFactor: 'off',
    });
  });

  it('says which second factor is on, never the app secret', () => {
    expect(toUserDto(user({ otpEnabled: true })).secondFactor).toBe('email');
    const app = toUserDto(user({ totpSecret: 'v1.sealed-secret' }));
    expect(app.secondFactor).toBe('app');
    expect(JSON.stringify(app)).not.toContain('sealed-secret');
  });

  it('never emits a hash, Google id, code or token, whatever the entity holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (extra) => {
        const json = JSON.stringify(toUserDto(user({ ...extra, secret: 'S3CRET' })));
        expect(json).not.toContain('argon2');
        expect(json).not.toContain('google-123');
        expect(json).not.toContain('S3CRET');
        expect(Object.keys(JSON.parse(json))).toHaveLength(12);
      }),
    );
  });
});
