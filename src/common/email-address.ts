import { domainToASCII } from 'node:url';

/**
 * Invisible format characters (Unicode category Cf: zero-width space and joiners, soft hyphen,
 * bidirectional marks…). An address carrying one looks like another address on screen.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;

export function hasFormatCharacters(value: string): boolean {
  return FORMAT_CHARACTER.test(value);
}

/**
 * The one stored and compared form of an e-mail address: trimmed, NFC, lower-cased, and the
 * domain converted by UTS-46 (Node's url.domainToASCII, the WHATWG URL host rules) to its ASCII
 * (punycode) form, so `exämple.com`, its NFD spelling and `xn--exmple-cua.com` are one domain.
 * A value that cannot be converted, or that carries format characters, is returned trimmed and
 * lower-cased only, for validation to refuse with a sentence.
 */
export function normaliseEmail(value: string): string {
  const nfc = value.trim().normalize('NFC');
  const at = nfc.lastIndexOf('@');
  if (at <= 0 || hasFormatCharacters(nfc)) return nfc.toLowerCase();
  const local = nfc.slice(0, at).toLowerCase();
  const domain = domainToASCII(nfc.slice(at + 1));
  return domain ? `${local}@${domain}` : nfc.toLowerCase();
}

/**
 * A neutral name for an account whose name was typed before its address was proven (it may be a
 * stranger's text): the address's local part, which the owner can change in their profile.
 */
export function nameFromAddress(email: string): string {
  return email.split('@')[0].slice(0, 100) || 'Member';
}
