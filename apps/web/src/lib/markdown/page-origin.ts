import { createContext, useContext } from 'react';

/** The origin links are judged against; the server provides the request's, the browser has its own. */
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
