import ExploreOffIcon from '@mui/icons-material/ExploreOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useServerStatus } from '../app/server-context';
import { usePageMeta } from '../features/layout/usePageMeta';
import { useLocalizedPath, useT } from '../i18n';
import { AppLink } from '../components/AppLink';

export function NotFoundPage() {
  useServerStatus(404);
  const t = useT();
  const to = useLocalizedPath();
  usePageMeta({ title: t('notFound.pageTitle') });
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, gap: 2 }}>
      <ExploreOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1">{t('notFound.pageTitle')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t('notFound.pageText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 1 }}>
        <Button component={AppLink} to={to('/')} variant="contained" size="large">
          {t('notFound.goHome')}
        </Button>
        <Button component={AppLink} to={to('/articles')} variant="outlined" size="large">
          {t('notFound.browse')}
        </Button>
      </Stack>
    </Stack>
  );
}
