import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { ToastProvider } from './toast';

/**
 * Everything around the routes, the same in the browser and in the server render (entry-server.tsx).
 * The reader sheet is the client's stylesheet file (main.tsx imports `virtual:reader.css`); it holds
 * MUI's baseline too (readerCss.ts: baselineCss), so no global style is inserted at run time.
 * No MUI theme provider here: the parts with MUI's components bring it when they load (muiLazy.tsx).
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloProvider>
  );
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
