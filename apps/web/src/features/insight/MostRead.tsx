import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { articlePathOf } from '@tumbuh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { MostReadDocument } from '../../generated/graphql';
import { useLanguage, useT } from '../../i18n';

export const MOST_READ_LIMIT = 5;

/** The sidebar's 'Most read this week' (issue 31): the page language's most read articles of the last 7 days. */
export function MostReadList() {
  const language = useLanguage();
  const t = useT();
  const { data, loading } = useQuery(MostReadDocument, { variables: { language, limit: MOST_READ_LIMIT } });
  const articles = data?.mostRead ?? [];
  return (
    <Box data-testid="sidebar-most-read" component="section" aria-labelledby="most-read-heading">
      <Typography id="most-read-heading" variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('mostRead.title')}
      </Typography>
      {loading && !data ? (
        <Stack sx={{ gap: 1.5 }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" />
          ))}
        </Stack>
      ) : articles.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('mostRead.empty')}
        </Typography>
      ) : (
        <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.75 }}>
          {articles.map((a, i) => (
            <Box component="li" key={a.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', minWidth: 0 }}>
              <Typography component="span" aria-hidden sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main', minWidth: '1.25rem' }}>
                {i + 1}
              </Typography>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere', minWidth: 0 }} lang={a.language}>
                <Link component={RouterLink} to={articlePathOf(a)} color="inherit" underline="hover">
                  {a.title}
                </Link>
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
