import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agePath, isLanguageCode, localName, storyPath } from '@tumbuh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../components/CoverImage';
import type { StoryCardFieldsFragment } from '../../generated/graphql';
import { useLanguage, useT } from '../../i18n';
import { formatArticleDate } from '../articles/format';
import { photoImage, storyExcerpt } from './storyText';

/** A story in a list: photo (if any), title, the start of the text, who wrote it, the child's age. */
export function StoryCard({ story, headingLevel = 2 }: { story: StoryCardFieldsFragment; headingLevel?: 2 | 3 }) {
  const t = useT();
  const language = useLanguage();
  const lang = isLanguageCode(story.language) ? story.language : 'en';
  const href = storyPath(story.slug, lang);
  return (
    <Card component="article" data-testid="story-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {story.photo && <CoverImage src={story.photo.url} image={photoImage(story.photo)} alt={story.title} />}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: 2, minWidth: 0 }}>
        {story.ageGroup && (
          <Chip
            component={RouterLink}
            to={agePath(story.ageGroup.slug, language)}
            clickable
            size="small"
            label={localName(story.ageGroup, language)}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        <Typography component={`h${headingLevel}`} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={href} underline="hover" color="inherit">
            {story.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {storyExcerpt(story.body)}
        </Typography>
        <Stack direction="row" sx={{ mt: 'auto', gap: 1, color: 'text.secondary', flexWrap: 'wrap' }}>
          <Typography variant="caption">{t('stories.by', { name: story.displayName || t('stories.anonymous') })}</Typography>
          <Typography variant="caption" aria-hidden>
            ·
          </Typography>
          <Typography variant="caption" component="time" dateTime={String(story.publishedAt)}>
            {formatArticleDate(String(story.publishedAt), language)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Cards in a responsive grid: one column on phones, up to three. */
export function StoryGrid({ stories, headingLevel = 2 }: { stories: StoryCardFieldsFragment[]; headingLevel?: 2 | 3 }) {
  return (
    <Stack
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))', md: 'repeat(3, minmax(0,1fr))' } }}
    >
      {stories.map((s) => (
        <li key={s.id}>
          <StoryCard story={s} headingLevel={headingLevel} />
        </li>
      ))}
    </Stack>
  );
}
