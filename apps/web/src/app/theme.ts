import { createTheme } from '@mui/material/styles';

/** Theme customisations live here only (DESIGN.md rule 10). System fonts: nothing is downloaded. */
export const theme = createTheme({
  palette: {
    primary: { main: '#2f6f5e', contrastText: '#ffffff' },
    secondary: { main: '#b4532a', contrastText: '#ffffff' },
    background: { default: '#fbf8f3', paper: '#ffffff' },
    text: { primary: '#1f2a27', secondary: '#4a5753' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, fontSize: '2.5rem', lineHeight: 1.15 },
    h2: { fontWeight: 750, fontSize: '1.9rem' },
    h3: { fontWeight: 700, fontSize: '1.4rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #ece6dc' } } },
  },
});
