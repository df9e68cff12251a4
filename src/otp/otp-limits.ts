const MINUTE = 60_000;

/**
 * Codes: 10 minutes and 5 wrong tries; links: 24 h (verify), 1 h (reset, change of address) and
 * 24 h for the old address's "this was not me" (it must outlive the change it cancels).
 */
export const OTP_LIMITS = {
  codeTtlMs: 10 * MINUTE,
  maxAttempts: 5,
  verifyLinkTtlMs: 24 * 60 * MINUTE,
  resetLinkTtlMs: 60 * MINUTE,
  changeEmailLinkTtlMs: 60 * MINUTE,
  cancelEmailChangeLinkTtlMs: 24 * 60 * MINUTE,
} as const;
