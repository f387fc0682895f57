import InputAdornment from '@mui/material/InputAdornment';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';
import { PlainTextField, type PlainTextFieldProps } from './PlainTextField';

const markup = (ui: ReactElement) => {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  // Generated ids (React's useId) differ from render to render; the rest must not.
  const html = container.innerHTML.replace(/_r_[0-9a-z]+_/g, 'generated-id');
  unmount();
  return html;
};

const cases: Record<string, PlainTextFieldProps> = {
  'newsletter box': { id: 'n-email', type: 'email', label: 'Email address', placeholder: 'you@example.com', autoComplete: 'email', size: 'small', value: 'a@b.c', onChange: () => undefined, fullWidth: true, sx: { bgcolor: 'background.paper', borderRadius: 1 } },
  'newsletter page, disabled': { id: 'p-email', type: 'email', label: 'Email address', placeholder: 'you@example.com', autoComplete: 'email', size: 'medium', value: '', onChange: () => undefined, disabled: true, fullWidth: true },
  'header search, no label': {
    type: 'search',
    size: 'small',
    fullWidth: true,
    placeholder: 'Search articles...',
    value: 'sleep',
    onChange: () => undefined,
    slotProps: {
      htmlInput: { 'aria-label': 'Search articles', enterKeyHint: 'search' },
      input: { startAdornment: <InputAdornment position="start">Q</InputAdornment> },
    },
  },
};

describe('PlainTextField', () => {
  it.each(Object.entries(cases))('renders what TextField renders (%s), with the same styles', (_name, props) => {
    const styles = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const expected = markup(<TextField {...props} />);
    const textFieldStyles = styles();
    const actual = markup(<PlainTextField {...props} />);
    expect(actual).toBe(expected);
    // Emotion inserts each class's rules once: PlainTextField needs no rule TextField did not.
    expect(styles()).toBe(textFieldStyles);
  });
});
