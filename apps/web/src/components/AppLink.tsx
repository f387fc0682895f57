/**
 * A link to a reader address (issue 28): an <a href> whose click navigates in the app, as
 * react-router's <Link> does, at a fraction of its cost. <Link> resolves its address against the
 * route tree and takes the router's location and navigate function per link; pages hold 40 to 200
 * links, and that was an eighth of a page's server render and of its hydration on a phone. AppLink
 * takes absolute addresses as they are, and one navigate function for the page (LinkNavigation, in
 * app/router.tsx); anything else, or a link outside LinkNavigation, is react-router's <Link>.
 */
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, type NavigateFunction } from 'react-router-dom';

const Navigation = createContext<NavigateFunction | null>(null);

/** Gives the AppLinks below it the router's navigate function, taken once. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <Navigation.Provider value={useNavigate()}>{children}</Navigation.Provider>;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address in the app: absolute (`/article/x?y#z`) for the cheap path. */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A click the app handles: the main button, no modifier key, not into another window. */
const isPlainClick = (event: MouseEvent<Element>, target?: string) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && (!target || target === '_self');

/** An absolute address in the app (not another site's, not relative): the cheap path's addresses. */
const isAppAddress = (to: string) => to.startsWith('/') && !to.startsWith('//');

/** The page's navigate function for AppLinks (null outside LinkNavigation). */
export const useLinkNavigation = () => useContext(Navigation);

/**
 * Follows a plain click on a link to an absolute app address in the app, as AppLink does, and
 * answers whether it did (the event's default is then prevented).
 */
export function followInApp(event: MouseEvent<Element>, to: string, navigate: NavigateFunction, target?: string, replace?: boolean, state?: unknown): boolean {
  if (!isPlainClick(event, target) || !isAppAddress(to)) return false;
  event.preventDefault();
  // As <Link>: following a link to the address shown replaces it in the history.
  const here = window.location.pathname + window.location.search + window.location.hash;
  void navigate(to, { replace: replace ?? here === to, state });
  return true;
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, replace, state, onClick, target, children, ...rest }, ref) {
  const navigate = useContext(Navigation);
  if (!navigate || !isAppAddress(to))
    return (
      <Link ref={ref} to={to} replace={replace} state={state} onClick={onClick} target={target} {...rest}>
        {children}
      </Link>
    );
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    followInApp(event, to, navigate, target, replace, state);
  };
  return (
    <a ref={ref} href={to} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
});
