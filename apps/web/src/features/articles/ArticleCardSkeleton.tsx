import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function ArticleCardSkeleton() {
  return (
    <Card aria-hidden data-testid="article-card-skeleton" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, mb: 1.5 }}>
          <Skeleton variant="rounded" width={80} height={24} />
          <Skeleton variant="rounded" width={60} height={24} />
        </Stack>
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="70%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Stack direction="row" sx={{ gap: 1, mt: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Skeleton variant="text" width={140} />
        </Stack>
      </CardContent>
    </Card>
  );
}
