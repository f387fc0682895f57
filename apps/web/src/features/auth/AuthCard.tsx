import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The narrow card of the sign-in side pages (invitation, reset, a link that no longer works). */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Card sx={{ maxWidth: 520, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" component="div" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
