import { User } from '../../src/users/user.entity';

export const TEST_USER_ID = '11111111-1111-4111-8111-111111111111';

/** A stored account for the flow specs: Asha, verified, with a password and no second factor. */
export function testAccount(fields: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id: TEST_USER_ID,
    name: 'Asha',
    email: 'asha@example.org',
    passwordHash: 'hash:old',
    googleId: null,
    isEmailVerified: true,
    otpEnabled: false,
    totpSecret: null,
    ...fields,
  });
}
