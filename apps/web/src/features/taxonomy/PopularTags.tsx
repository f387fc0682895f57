import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PopularTagsDocument } from '../../generated/graphql';
import { useLocalizedPath, useLocalName, useT } from '../../i18n';

/** Popular Tags, most used first: '#name' and the count when above 0, each to /tag/{slug}. */
export function PopularTags() {
  const { data, loading } = useQuery(PopularTagsDocument);
  const t = useT();
  const nameOf = useLocalName();
  const to = useLocalizedPath();
  const tags = [...(data?.popularTags ?? [])].sort((a, b) => b.articleCount - a.articleCount);
  return (
    <Box component="section" aria-labelledby="popular-tags-heading">
      <Typography id="popular-tags-heading" variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('tags.popular')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {loading && !data && [0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} variant="rounded" width={80} height={32} />)}
        {tags.map((tag) => (
          <Chip
            key={tag.id}
            component={RouterLink}
            to={to(`/tag/${tag.slug}`)}
            clickable
            variant="outlined"
            sx={{ bgcolor: 'background.paper' }}
            label={
              <span>
                #{nameOf(tag)}
                {tag.articleCount > 0 && (
                  <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', fontWeight: 600 }}>
                    {tag.articleCount}
                  </Box>
                )}
              </span>
            }
          />
        ))}
      </Stack>
    </Box>
  );
}
