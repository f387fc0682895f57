/**
 * What a server render learns from the page it renders (issue 14): the HTTP status (a not-found
 * screen answers 404) and the page's head (title, description, language, link-preview data). The
 * browser has no such context: the hooks below do nothing there.
 */
import type { PageHead } from '@tumbuh/shared';
import { createContext, useContext } from 'react';
import { Navigate } from 'react-router-dom';

export type { PageHead };

export type FragmentTag = 'footer' | 'section' | 'div' | 'nav' | 'aside';

/** One fragment a render wrote in full, to be kept: its key, and its element without children. */
export interface FragmentCapture {
  key: string;
  tag: FragmentTag;
  props: Record<string, unknown>;
}

/** A server render's view of the frame parts it may write as HTML (serverFragments.tsx): the HTML kept so far, and the ones to keep after this render. */
export interface ServerFragments {
  get(key: string): string | undefined;
  capture(fragment: FragmentCapture): void;
}

export interface ServerRenderContext {
  status: number;
  head: PageHead;
  /** Where the page has moved to (answered 301). */
  redirect?: string;
  /** Frame parts written from the HTML of an earlier render (serverFragments.tsx). */
  fragments?: ServerFragments;
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

/**
 * The page lives at another address (an article at its own language's address, issue 15): the
 * server answers 301 with that address, the browser replaces the address it is at.
 */
export function PermanentRedirect({ to }: { to: string }) {
  const ctx = useContext(ServerContext);
  if (ctx) {
    ctx.redirect = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
