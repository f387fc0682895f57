import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useServerStatus } from '../../app/server-context';
import { useLocalizedPath, useT } from '../../i18n';
import { AppLink } from '../../components/AppLink';

export function ArticleNotFound() {
  useServerStatus(404);
  const t = useT();
  const to = useLocalizedPath();
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, gap: 2 }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {t('notFound.articleTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {t('notFound.articleText')}
      </Typography>
      <Button component={AppLink} to={to('/')} variant="contained" size="large">
        {t('notFound.returnHome')}
      </Button>
    </Stack>
  );
}
