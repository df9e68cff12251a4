import type { INestApplication } from '@nestjs/common';
import { SessionsService } from '../../src/sessions/sessions.service';
import type { User } from '../../src/users/user.entity';
import { UsersService } from '../../src/users/users.service';
import request from 'supertest';
import type { TestSmtpServer } from './smtp';

/**
 * Creates a verified, signed-in account as the sign-up form does: signup-request, then the mailed
 * code to verify-otp. Returns the session the API answers with.
 */
export async function signUpWithCode(
  url: string,
  smtp: TestSmtpServer,
  email: string,
  password: string,
  name = 'Asha Devi',
): Promise<{ token: string; user: Record<string, unknown> }> {
  const since = smtp.messages.length;
  await request(url).post('/api/auth/signup-request').send({ name, email, password }).expect(200);
  const otp = await smtp.codeFor(email, since);
  const res = await request(url)
    .post('/api/auth/verify-otp')
    .send({ email, otp, password })
    .expect(200);
  return res.body as { token: string; user: Record<string, unknown> };
}

/**
 * A member who signed up with Google and never set a password, signed in (their session opened
 * by Google), made directly in the app under test.
 */
export async function googleOnlyMember(
  app: INestApplication,
  email: string,
): Promise<{ user: User; token: string }> {
  const user = await app.get(UsersService).create({
    name: 'Gauri Google',
    email,
    passwordHash: null,
    isEmailVerified: true,
    googleId: `google-${email}`,
  });
  return { user, token: await app.get(SessionsService).open(user, 'google') };
}
