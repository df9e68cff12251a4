import { readProfile } from './google-profile';

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
