import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of My account. */
export function AccountSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }} aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }} gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
