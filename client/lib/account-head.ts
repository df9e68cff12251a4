import type { PageHead } from '../head';

const ACCOUNT_KEYWORDS = 'Pragya Trust account, sign in, sign up, member area';

/** The head of a public account page (sign in, sign up, forgot password). */
export function accountHead(title: string, description: string): () => PageHead {
  return () => ({ title, description, keywords: ACCOUNT_KEYWORDS });
}
