import { createTheme } from '@mui/material/styles';

/** The site's own surface colours, named once here and used by name in `sx` (e.g. 'surface.sand'). */
const surface = {
  /** Footer, search trigger, table headers: warm sand. */
  sand: '#f4efe6',
  sandHover: '#efe8dc',
  sandBorder: '#e4dccd',
  /** Newsletter box, link badges, icon discs: soft mint. */
  mint: '#e6efe9',
  mintBorder: '#d3e2d9',
  /** Text on mint (AA contrast). */
  mintText: '#1f4d41',
  /** Image placeholders. */
  placeholder: '#ece4d6',
  /** The hero's and the image placeholder's gradients. */
  heroGradient: 'linear-gradient(120deg, #e3efe8 0%, #f6ecdf 100%)',
  imageGradient: 'linear-gradient(135deg, #efe7da 0%, #dfe9e2 100%)',
  /** A light tint of the primary colour (active nav, highlighted option). */
  primaryTint: 'rgba(47,111,94,.10)',
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    surface: typeof surface;
  }
  interface PaletteOptions {
    surface?: typeof surface;
  }
}

/** The main colours the palette is made from (theme.spec.ts). */
export const MAIN_COLOURS = { primary: { main: '#2f6f5e', contrastText: '#ffffff' }, secondary: { main: '#b4532a', contrastText: '#ffffff' } };

/**
 * The palette's colours written out whole, as MUI would work them out from the main colours
 * (`light`, `dark`, `contrastText`; theme.spec.ts checks they are the same): MUI's colour maths
 * ran while the page's script was evaluated, a long task on a slow phone before hydration.
 */
const colours = {
  primary: { ...MAIN_COLOURS.primary, light: 'rgb(88, 139, 126)', dark: 'rgb(32, 77, 65)' },
  secondary: { ...MAIN_COLOURS.secondary, light: 'rgb(195, 117, 84)', dark: 'rgb(125, 58, 29)' },
  error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828', contrastText: '#fff' },
  warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: '#fff' },
  info: { main: '#0288d1', light: '#03a9f4', dark: '#01579b', contrastText: '#fff' },
  success: { main: '#2e7d32', light: '#4caf50', dark: '#1b5e20', contrastText: '#fff' },
};

/** Theme customisations live here only (ARCHITECTURE.md, Web). System fonts: nothing is downloaded. */
export const theme = createTheme({
  palette: {
    ...colours,
    background: { default: '#fbf8f3', paper: '#ffffff' },
    text: { primary: '#1f2a27', secondary: '#4a5753' },
    divider: '#ece6dc',
    surface,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Phones get a smaller h1, so long page titles fit 375 px without crowding the edges.
    h1: { fontWeight: 800, fontSize: '2.5rem', lineHeight: 1.15, '@media (max-width:599.95px)': { fontSize: '2.1rem' } },
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
