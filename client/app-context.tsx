import { createContext, useContext } from 'react';
import type { PublicContact, ViewerUser } from '../src/ssr/render-contract';

/** What the server hands every page (and the client reads back from window.__APP__ to hydrate). */
export interface AppContextValue {
  /** Public origin, e.g. https://pragyatrust.com, for canonical and share URLs. */
  appUrl: string;
  /**
   * The client entry script, the chunks to preload, whether the styles are inlined; where the
   * page inlines only its own rules, the rest of the sheet's rules (loaded once it has painted),
   * the whole sheet, and its rules without the faces the page inlines (the first client-side
   * navigation loads those, or the whole sheet should they fail).
   */
  assets: {
    entry: string;
    preload: string[];
    inlineStyles: boolean;
    stylesheet?: string;
    rest?: string;
    rules?: string;
  };
  /** The trust's public phone (optional) and e-mail, set by the deployment. */
  contact: PublicContact;
  /** On an error page only: the request's id, as the server's log names it. */
  requestId?: string;
  /** The signed-in member the page was rendered for (never on a cached page). */
  viewer?: ViewerUser;
}

declare global {
  interface Window {
    __APP__: AppContextValue;
  }
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is missing');
  return value;
}

export function usePublicContact(): AppContextValue['contact'] {
  return useAppContext().contact;
}
