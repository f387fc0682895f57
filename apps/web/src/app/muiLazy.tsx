import { lazy, type ComponentType } from 'react';

/** A lazily loaded module with MUI's theme loaded beside it (to preload a part before it is opened). */
export const withMuiTheme = <T,>(module: Promise<T>): Promise<T> => Promise.all([module, import('./MuiTheme')]).then(([m]) => m);

/**
 * `React.lazy` for a part that uses MUI's components (a dialog, a menu, a drawer, the admin, the
 * sign-in pages): loads it with the site's MUI theme (app/MuiTheme.tsx) and renders it inside. The
 * app has no theme provider at its root (the reader pages use no MUI), so every lazily loaded part
 * with MUI in it comes through here; one that did not would be drawn in MUI's default colours
 * (the browser tests look for them: `muiDefaultColours`, e2e/support/reader.ts).
 */
export function muiLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    const [Component, { MuiTheme }] = await Promise.all([load(), import('./MuiTheme')]);
    function Themed(props: P) {
      return (
        <MuiTheme>
          <Component {...props} />
        </MuiTheme>
      );
    }
    Themed.displayName = `Themed(${Component.displayName ?? Component.name ?? 'Component'})`;
    return { default: Themed };
  });
}
