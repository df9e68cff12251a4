import type { User } from './user.entity';

export type SecondFactor = 'off' | 'email' | 'app';

/** Which second factor an account signs in with; the app wins when both were ever set. */
export function secondFactorOf(user: Pick<User, 'totpSecret' | 'otpEnabled'>): SecondFactor {
  if (user.totpSecret) return 'app';
  return user.otpEnabled ? 'email' : 'off';
}
