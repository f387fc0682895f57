import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { localizedPath, newStoryPath } from '@tumbuh/shared';
import { usePageMeta } from '../features/layout/usePageMeta';
import { StoryForm } from '../features/stories/StoryForm';
import { useLanguage, useT } from '../i18n';

/** /stories/new, /id/stories/new (issue 30): the "Share your story" form. */
export function NewStoryPage() {
  const t = useT();
  const language = useLanguage();
  usePageMeta({
    title: t('storyForm.title'),
    description: t('storyForm.description'),
    alternates: [
      { lang: 'en', path: newStoryPath('en') },
      { lang: 'id', path: newStoryPath('id') },
    ],
    breadcrumbs: [
      { name: t('nav.home'), path: localizedPath('/', language) },
      { name: t('storyForm.title'), path: newStoryPath(language) },
    ],
  });
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1.5 }}>
        {t('storyForm.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('storyForm.intro')}
      </Typography>
      <StoryForm />
    </Box>
  );
}
