import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { theme } from './theme';
import { ToastProvider } from './toast';

/**
 * Everything around the routes, the same in the browser and in the server render (entry-server.tsx).
 * The reader sheet is the client's stylesheet file (main.tsx imports `virtual:reader.css`); it holds
 * MUI's baseline too (readerCss.ts: baselineCss), so no global style is inserted at run time.
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
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
