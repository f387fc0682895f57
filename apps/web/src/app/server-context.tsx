/**
 * What a server render learns from the page it renders (issue 14): the HTTP status (a not-found
 * screen answers 404) and the page's head (title, description, language, link-preview data). The
 * browser has no such context: the hooks below do nothing there.
 */
import type { PageHead } from '@tumbuh/shared';
import { createContext, useContext } from 'react';

export type { PageHead };


export interface ServerRenderContext {
  status: number;
  head: PageHead;
}

export const ServerContext = createContext<ServerRenderContext | null>(null);

/** Sets the response status while rendering on the server (e.g. 404 from a not-found screen). */
export function useServerStatus(status: number | null): void {
  const ctx = useContext(ServerContext);
  if (ctx && status !== null) ctx.status = status;
}

/** Records the page's head while rendering on the server; the last page component to render wins. */
export function useServerHead(head: PageHead): void {
  const ctx = useContext(ServerContext);
  if (ctx) ctx.head = { ...ctx.head, ...head };
}
