import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { newStoryPath, storiesPath } from '@tumbuh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { StoriesPageDocument } from '../../generated/graphql';
import { useLanguage, useT } from '../../i18n';
import { StoryGrid } from './StoryCard';

/** "Stories from parents" (issue 30): the newest three of the page's language, with the way to share one. */
export function StoriesRow({ ageGroup, heading }: { ageGroup?: string; heading?: string }) {
  const t = useT();
  const language = useLanguage();
  const { data } = useQuery(StoriesPageDocument, { variables: { language, page: 1, ageGroup: ageGroup ?? null, limit: 3 } });
  const items = data?.stories.items ?? [];
  // On an age page the row shows only when that age has stories; on the home page it always invites.
  if (ageGroup && !items.length) return null;
  return (
    <Box component="section" aria-labelledby="stories-row" data-testid="stories-row">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 1, mb: 2.5 }}>
        <Box>
          <Typography id="stories-row" component="h2" variant="h4">
            {heading ?? t('stories.homeTitle')}
          </Typography>
          {!ageGroup && <Typography color="text.secondary">{t('stories.homeIntro')}</Typography>}
        </Box>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button component={RouterLink} to={storiesPath(language)}>
            {t('stories.seeAll')}
          </Button>
          <Button component={RouterLink} to={newStoryPath(language)} variant="outlined">
            {t('stories.share')}
          </Button>
        </Stack>
      </Stack>
      {items.length ? <StoryGrid stories={items} headingLevel={3} /> : <Typography color="text.secondary">{t('stories.empty')}</Typography>}
    </Box>
  );
}
