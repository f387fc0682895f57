import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { readerCss } from './readerCss';
import { theme } from './theme';
import { ToastProvider } from './toast';

/** Built once: the reader sheet's styles serialise once per render, not once per card. */
const READER_CSS = readerCss(theme);

/** Everything around the routes, the same in the browser and in the server render (entry-server.tsx). */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={READER_CSS} />
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
