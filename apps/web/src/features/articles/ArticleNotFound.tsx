import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useServerStatus } from '../../app/server-context';

export const ARTICLE_NOT_FOUND_TEXT = "Sorry, the article you're looking for doesn't exist or has been removed.";

export function ArticleNotFound() {
  useServerStatus(404);
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, gap: 2 }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        Article Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {ARTICLE_NOT_FOUND_TEXT}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Return to Home
      </Button>
    </Stack>
  );
}
