/**
 * A session as the member sees it in settings (GET /api/auth/sessions); the page imports this
 * type too, so it carries no server imports.
 */
export interface SessionView {
  id: string;
  current: boolean;
  device: string;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}
