import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The site's MUI theme around the parts that use MUI's components. The reader pages use none (plain
 * elements of the reader sheet), so the app has no provider at its root: MUI's styling (emotion, its
 * system, the theme) is not part of the reader's start-up, and loads with the first part that needs
 * it, each of them wrapped by `muiLazy` (app/muiLazy.tsx).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
