import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CoverImage } from '../../components/CoverImage';
import { Pill } from '../../components/Pill';
import type { ArticleBySlugQuery } from '../../generated/graphql';
import { deferred } from '../../app/deferred';
import { ArticleBadges } from './ArticleBadges';
import { ArticleBody } from './ArticleBody';
import { ArticleGrid } from './ArticleGrid';
import { ArticleMeta } from './ArticleMeta';
import { LIMITS } from '@tumbuh/shared';
import { useLanguage, useLocalizedPath, useLocalName, useT } from '../../i18n';

// The newsletter form (MUI's inputs) and the language buttons (MUI's toggle group) load after the page: app/deferred.tsx.
const NewsletterBox = deferred(() => import('../subscribe/NewsletterBox').then((m) => m.NewsletterBox));
const LanguageSwitcher = deferred(() => import('./LanguageSwitcher').then((m) => m.LanguageSwitcher));

export type FullArticle = NonNullable<ArticleBySlugQuery['article']>;

/** The article page (docs/decisions.md#screens, /article/{slug}). */
export function ArticleView({ article }: { article: FullArticle }) {
  const related = article.related.filter((r) => r.id !== article.id).slice(0, LIMITS.relatedArticles);
  const t = useT();
  const language = useLanguage();
  const to = useLocalizedPath();
  const nameOf = useLocalName();
  return (
    <Box component="article" lang={article.language} sx={{ maxWidth: 800, mx: 'auto' }}>
      <Stack component="header" sx={{ gap: 2, mb: 3 }}>
        <Box lang={language}>
          <ArticleBadges article={article} withTags={false} />
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, lineHeight: 1.5 }}>
          {article.excerpt}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }} lang={language}>
          <ArticleMeta author={article.author} publishDate={article.publishDate} readTime={article.readTime} avatarSize={44} />
          <LanguageSwitcher current={article} translations={article.translations} />
        </Stack>
      </Stack>
      <CoverImage src={article.imageUrl} image={article.image} sizes="(min-width: 900px) 860px, 100vw" alt={article.title} eager className="tb-cover-hero" />
      <ArticleBody html={article.content} lang={article.language} images={article.contentImages} />
      {article.tags.length > 0 && (
        <Box component="section" aria-labelledby="article-tags-heading" sx={{ mt: 5 }} lang={language}>
          <Typography id="article-tags-heading" variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
            {t('article.tags')}
          </Typography>
          <div className="tb-pills tb-pills-wide">
            {article.tags.map((tag) => (
              <Pill key={tag.id} label={`#${nameOf(tag)}`} to={to(`/tag/${tag.slug}`)} variant="outlined" className="tb-pill-paper" />
            ))}
          </div>
        </Box>
      )}
      <Divider sx={{ my: 6 }} />
      {related.length > 0 && (
        <Box component="section" aria-labelledby="related-heading" sx={{ mb: 6 }} lang={language}>
          <Typography id="related-heading" variant="h2" sx={{ mb: 3, fontSize: '1.6rem' }}>
            {t('article.related')}
          </Typography>
          <ArticleGrid articles={related} headingLevel={3} columns={2} />
        </Box>
      )}
      <Box lang={language}>
        <NewsletterBox language={article.language} />
      </Box>
    </Box>
  );
}
