/**
 * What every mail template shares. Templates of one area live in a file of their own beside this
 * one (account, lists, admin), each built with renderMail from these pieces.
 */

export const IGNORE =
  'If you did not ask for this, you can ignore this e-mail; nothing will change.';

/**
 * Mails go to an address someone else may have typed, so they greet with the name the account's
 * proven owner chose (callers pass null for a name a requester supplied) or with no name.
 */
export function greeting(ownName?: string | null): string {
  return ownName ? `Namaste ${ownName},` : 'Namaste,';
}
