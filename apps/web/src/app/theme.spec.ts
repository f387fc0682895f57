/** The theme's palette, written out whole, is the one MUI makes from the main colours. */
import { createTheme } from '@mui/material/styles';
import { MAIN_COLOURS, theme } from './theme';

it("the palette's colours are those MUI works out from the main colours", () => {
  const made = createTheme({ palette: MAIN_COLOURS }).palette;
  for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    expect({ name, colour: theme.palette[name] }).toEqual({ name, colour: made[name] });
  }
});
