/** The reader sheet's baseline is the CSS that MUI's CssBaseline inserts for the same theme. */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { baselineCss, readerSheet } from './readerCss';
import { theme } from './theme';

/** CSS text without the optional last semicolon of each block, and without spaces after commas. */
const normal = (css: string) => css.replace(/;}/g, '}').replace(/,\s+/g, ',');

it("the baseline is MUI's CssBaseline for the site's theme, and the reader sheet starts with it", () => {
  const container = document.createElement('div');
  document.head.appendChild(container);
  render(
    <CacheProvider value={createCache({ key: 'baseline', container, speedy: false })}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>
    </CacheProvider>,
  );
  const mui = [...container.querySelectorAll('style')].map((style) => style.textContent).join('');
  expect(mui).toContain('box-sizing:inherit');
  expect(normal(baselineCss(theme))).toBe(normal(mui));
  expect(readerSheet().startsWith(baselineCss(theme))).toBe(true);
});
