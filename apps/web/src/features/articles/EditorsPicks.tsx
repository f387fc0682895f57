import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { articlePathOf, LIMITS } from '@tumbuh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { Pill } from '../../components/Pill';
import { EditorsPicksDocument } from '../../generated/graphql';
import { ArticleGrid } from './ArticleGrid';
import { useLanguage, useLocalizedPath, useLocalName, useT } from '../../i18n';
import { formatArticleDate } from './format';

function useEditorsPicks() {
  return useQuery(EditorsPicksDocument, { variables: { limit: LIMITS.editorsPicksOnHome } });
}

/** The home page's 'Editor's Picks' section: at most 6, then 'Read More Articles' (to /blog). */
export function EditorsPicksSection() {
  const { data, loading } = useEditorsPicks();
  const picks = (data?.editorsPicks ?? []).slice(0, LIMITS.editorsPicksOnHome);
  const t = useT();
  const to = useLocalizedPath();
  return (
    <Box component="section" aria-labelledby="editors-picks-heading">
      <Typography id="editors-picks-heading" variant="h2" sx={{ mb: 1 }}>
        {t('picks.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('picks.intro')}
      </Typography>
      {loading && !data ? (
        <ArticleGrid skeletons={3} columns={3} />
      ) : picks.length === 0 ? (
        <EmptyState text={t('picks.empty')} />
      ) : (
        <ArticleGrid articles={picks} columns={3} headingLevel={3} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to={to('/blog')} variant="contained" size="large">
          {t('picks.more')}
        </Button>
      </Box>
    </Box>
  );
}

/** The sidebar's compact list: category badge, title link, excerpt and date. */
export function EditorsPicksList() {
  const { data, loading } = useEditorsPicks();
  const picks = data?.editorsPicks ?? [];
  const t = useT();
  const to = useLocalizedPath();
  const nameOf = useLocalName();
  const language = useLanguage();
  return (
    // Not a landmark: the home page's own 'Editor's Picks' section is the region of that name.
    <Box data-testid="sidebar-picks">
      <Typography id="sidebar-picks-heading" variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('picks.title')}
      </Typography>
      {loading && !data ? (
        <Stack sx={{ gap: 2 }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <Box key={i}>
              <Skeleton variant="rounded" width={90} height={22} />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="60%" />
            </Box>
          ))}
        </Stack>
      ) : picks.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('picks.empty')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2.5 }}>
          {picks.map((a) => (
            <Box component="li" key={a.id} sx={{ minWidth: 0 }}>
              <Pill label={nameOf(a.category)} size="small" color="primary" variant="outlined" to={to(`/category/${a.category.slug}`)} className="tb-pill-gap" />
              <Typography sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }} lang={a.language}>
                <Link component={RouterLink} to={articlePathOf(a)} color="inherit" underline="hover">
                  {a.title}
                </Link>
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                lang={a.language}
                sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', mt: 0.5 }}
              >
                {a.excerpt}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                <time dateTime={a.publishDate}>{formatArticleDate(a.publishDate, language)}</time>
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
