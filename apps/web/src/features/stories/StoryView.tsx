import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agePath, isLanguageCode, localName, newStoryPath, storiesPath } from '@tumbuh/shared';
import { CoverImage } from '../../components/CoverImage';
import type { StoryCardFieldsFragment } from '../../generated/graphql';
import { LanguageScope, useT } from '../../i18n';
import { formatArticleDate } from '../articles/format';
import { photoImage, storyParagraphs } from './storyText';
import { AppLink } from '../../components/AppLink';

/** A published story: title, who wrote it and when, the child's age, the photo, the text in paragraphs. */
export function StoryView({ story }: { story: StoryCardFieldsFragment }) {
  const lang = isLanguageCode(story.language) ? story.language : 'en';
  return (
    <LanguageScope language={lang}>
      <StoryBody story={story} lang={lang} />
    </LanguageScope>
  );
}

function StoryBody({ story, lang }: { story: StoryCardFieldsFragment; lang: 'en' | 'id' }) {
  const t = useT();
  return (
    <Box component="article" lang={lang} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Button component={AppLink} to={storiesPath(lang)} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('stories.back')}
      </Button>
      <Stack sx={{ gap: 1.5, mb: 3 }}>
        {story.ageGroup && (
          <Chip component={AppLink} to={agePath(story.ageGroup.slug, lang)} clickable size="small" label={localName(story.ageGroup, lang)} sx={{ alignSelf: 'flex-start' }} />
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}>
          {story.title}
        </Typography>
        <Typography color="text.secondary">
          {t('stories.by', { name: story.displayName || t('stories.anonymous') })} ·{' '}
          <time dateTime={String(story.publishedAt)}>{formatArticleDate(String(story.publishedAt), lang)}</time>
        </Typography>
      </Stack>
      {story.photo && (
        <Box sx={{ mb: 3, borderRadius: 2, overflow: 'hidden' }}>
          <CoverImage src={story.photo.url} image={photoImage(story.photo)} alt={story.title} eager sizes="(min-width: 800px) 760px, 100vw" />
        </Box>
      )}
      <Box data-testid="story-body" sx={{ fontSize: '1.125rem', lineHeight: 1.75, '& p': { m: 0, mb: 2.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' } }}>
        {storyParagraphs(story.body).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </Box>
      <Box sx={{ mt: 5, p: 3, borderRadius: 2, bgcolor: 'surface.sand' }}>
        <Typography sx={{ mb: 1.5 }}>{t('stories.shareCta')}</Typography>
        <Button component={AppLink} to={newStoryPath(lang)} variant="contained">
          {t('stories.share')}
        </Button>
      </Box>
    </Box>
  );
}
