import { useAppContext } from '../app-context';
import { useSession, type SessionUser } from './session-store';

/**
 * The signed-in member: the one the server rendered the page for (its session cookie), or, once
 * the page runs, the session the page keeps. Hydration sees the server's answer, so it matches.
 */
export function useViewer(): SessionUser | null {
  const session = useSession();
  const { viewer } = useAppContext();
  return session?.user ?? viewer ?? null;
}
