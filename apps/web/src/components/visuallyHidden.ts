import type { SxProps, Theme } from '@mui/material/styles';

/** Hidden on screen, read by screen readers (headings and labels that the layout already implies). */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
