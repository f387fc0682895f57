import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n';

/** The article page while it loads: the same shape as the article, so nothing jumps. */
export function ArticleSkeleton() {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }} aria-busy="true" data-testid="article-skeleton">
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('article.loading')}
      </Box>
      <Stack sx={{ gap: 2, mb: 3 }} aria-hidden>
        <Skeleton variant="rounded" width={110} height={24} />
        <Skeleton variant="text" sx={{ fontSize: '2.75rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '2.75rem' }} width="60%" />
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Skeleton variant="text" width={200} />
        </Stack>
      </Stack>
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', mb: 5 }} aria-hidden />
      <Stack sx={{ gap: 1 }} aria-hidden>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="text" width={i % 4 === 3 ? '70%' : '100%'} />
        ))}
      </Stack>
    </Box>
  );
}
