import InboxIcon from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title?: string;
  text?: ReactNode;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A calm box for "nothing here" states, with the original title and text. */
export function EmptyState({ title, text, headingLevel = 2, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: 'background.paper' }}>
      <InboxIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary', mb: 1 }} />
      {title && (
        <Typography component={`h${headingLevel}`} variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      {text && (
        <Typography color="text.secondary" sx={{ mt: title ? 1 : 0, maxWidth: 520, mx: 'auto' }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
