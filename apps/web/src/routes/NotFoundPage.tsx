import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 8, gap: 2 }}>
      <Typography variant="h1">Page Not Found</Typography>
      <Typography color="text.secondary">The page you are looking for does not exist or has moved.</Typography>
      <Button component={RouterLink} to="/" variant="contained">Go to Home</Button>
    </Stack>
  );
}
