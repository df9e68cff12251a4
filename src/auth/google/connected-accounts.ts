/**
 * What account settings shows of the accounts of other providers (GET
 * /api/auth/connected-accounts); the page imports this type too, so it carries no server imports.
 */
export interface ConnectedAccounts {
  google: { available: boolean; linked: boolean; email: string | null; canUnlink: boolean };
}
