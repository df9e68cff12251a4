/** What we use of the provider's user info. */
export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** What a page cannot carry (control characters, lone surrogates, noncharacters), as in the DTOs. */
const CONTROL = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;

/** Reads the user-info answer defensively (it comes from another server). */
export function readProfile(body: unknown): GoogleProfile | null {
  if (!body || typeof body !== 'object') return null;
  const info = body as Record<string, unknown>;
  const sub = typeof info.sub === 'string' || typeof info.sub === 'number' ? String(info.sub) : '';
  if (!sub || sub.length > 255) return null;
  const rawEmail = typeof info.email === 'string' ? info.email.trim().toLowerCase() : '';
  const email =
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(rawEmail) && rawEmail.length <= 254 ? rawEmail : null;
  const emailVerified = info.email_verified === true || info.email_verified === 'true';
  const rawName = typeof info.name === 'string' ? info.name.replace(CONTROL, ' ').trim() : '';
  const name = (rawName || email?.split('@')[0] || 'Member').slice(0, 100);
  let picture: string | null = null;
  if (typeof info.picture === 'string' && info.picture.length <= 2048) {
    try {
      if (new URL(info.picture).protocol === 'https:') picture = info.picture;
    } catch {
      picture = null;
    }
  }
  return { sub, email, emailVerified, name, picture };
}
