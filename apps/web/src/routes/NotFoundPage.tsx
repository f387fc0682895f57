import ExploreOffIcon from '@mui/icons-material/ExploreOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useServerStatus } from '../app/server-context';
import { usePageMeta } from '../features/layout/usePageMeta';

export function NotFoundPage() {
  useServerStatus(404);
  usePageMeta({ title: 'Page Not Found' });
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, gap: 2 }}>
      <ExploreOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1">Page Not Found</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 1 }}>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Go to Home
        </Button>
        <Button component={RouterLink} to="/articles" variant="outlined" size="large">
          Browse All Articles
        </Button>
      </Stack>
    </Stack>
  );
}
