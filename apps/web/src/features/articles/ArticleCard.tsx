import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { articlePathOf } from '@tumbuh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../components/CoverImage';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { ArticleCardFieldsFragment } from '../../generated/graphql';
import { useT } from '../../i18n';
import { ArticleBadges } from './ArticleBadges';
import { ArticleMeta } from './ArticleMeta';

export interface ArticleCardProps {
  article: ArticleCardFieldsFragment;
  /** The title's heading level, so headings stay in order on every page. */
  headingLevel?: 2 | 3 | 4;
  /** The featured variant: wide, with a FEATURED badge. */
  featured?: boolean;
  /** Above the fold: the image loads at once. */
  eagerImage?: boolean;
}

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export function ArticleCard({ article, headingLevel = 3, featured = false, eagerImage = false }: ArticleCardProps) {
  const href = articlePathOf(article);
  const t = useT();
  return (
    <Card
      component="article"
      data-testid="article-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: featured ? { xs: 'column', md: 'row' } : 'column',
        minWidth: 0,
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: '0 6px 24px rgba(31,42,39,.08)' },
      }}
    >
      <CoverImage
        src={article.imageUrl}
        image={article.image}
        sizes={featured ? '(min-width: 900px) 55vw, 100vw' : undefined}
        alt={article.title}
        eager={eagerImage}
        sx={featured ? { flex: { md: '0 0 50%', lg: '0 0 55%' }, aspectRatio: { xs: '16 / 9', md: '4 / 3' } } : undefined}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: featured ? { xs: 2, md: 4 } : 2, minWidth: 0 }}>
        <ArticleBadges article={article} featured={featured} />
        <Typography
          component={`h${headingLevel}`}
          variant={featured ? 'h4' : 'h6'}
          sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere', ...(featured && { fontSize: { xs: '1.6rem', md: '1.8rem', lg: '2.125rem' } }) }}
          lang={article.language}
        >
          <Link component={RouterLink} to={href} color="inherit" underline="hover">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={clamp(featured ? 4 : 3)} lang={article.language}>
          {article.excerpt}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ArticleMeta author={article.author} publishDate={article.publishDate} readTime={article.readTime} />
        <Box>
          <Button component={RouterLink} to={href} endIcon={<ArrowForwardIcon />} sx={{ px: 0, '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' } }}>
            {t('article.readMore')}
            <Box component="span" sx={visuallyHidden}>
              : {article.title}
            </Box>
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
