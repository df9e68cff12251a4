import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | undefined;

/**
 * The common-password list maintained by zxcvbn-ts (@zxcvbn-ts/language-common, ~49,000 entries
 * ranked by frequency in leaked password sets), compared case-insensitively.
 */
function commonPasswords(): Set<string> {
  list ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
