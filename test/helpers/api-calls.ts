/** Every call of the API: the fuzz specs and the OpenAPI check walk this list. */
export const API_CALLS = [
  '/api/auth/signup-request',
  '/api/auth/verify-otp',
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/google',
  '/api/auth/google/callback',
  '/api/auth/me',
  '/api/auth/logout',
  '/api/auth/otp/toggle',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
  '/api/users/me',
  '/api/contact',
  '/api/health',
] as const;
