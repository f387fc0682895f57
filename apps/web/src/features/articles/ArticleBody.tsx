import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { decorateArticleHtml } from './articleHtml';
import { sizeBodyImages, type BodyImage } from './bodyImages';
import { useT } from '../../i18n';

/** The article's HTML body (sanitised by the server on write), with link badges and lazy, sized, responsive images. */
export function ArticleBody({ html, lang, images }: { html: string; lang: string; images?: readonly BodyImage[] | null }) {
  const newTab = useT()('common.newTab');
  const decorated = useMemo(() => sizeBodyImages(decorateArticleHtml(html, newTab), images), [html, newTab, images]);
  return (
    <Box
      className="article-body"
      lang={lang}
      data-testid="article-body"
      dangerouslySetInnerHTML={{ __html: decorated }}
      sx={{
        fontSize: { xs: '1.05rem', md: '1.125rem' },
        lineHeight: 1.75,
        color: 'text.primary',
        overflowWrap: 'break-word',
        '& > :first-child': { mt: 0 },
        '& p': { my: 2 },
        '& h2': { fontSize: { xs: '1.4rem', md: '1.6rem' }, fontWeight: 750, lineHeight: 1.3, mt: 5, mb: 1.5 },
        '& h3': { fontSize: { xs: '1.2rem', md: '1.3rem' }, fontWeight: 700, lineHeight: 1.35, mt: 4, mb: 1 },
        '& h4, & h5, & h6': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
        '& ul, & ol': { pl: 3.5, my: 2 },
        '& li': { my: 0.75 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2, display: 'block', my: 3 },
        '& figure': { m: 0, my: 3 },
        '& figcaption': { fontSize: '0.9rem', color: 'text.secondary', mt: 1 },
        '& blockquote': { m: 0, my: 3, pl: 2.5, py: 0.5, borderLeft: '4px solid', borderColor: 'primary.main', color: 'text.secondary', fontStyle: 'italic' },
        '& table': { display: 'block', overflowX: 'auto', maxWidth: '100%', borderCollapse: 'collapse', my: 3, fontSize: '0.95rem' },
        '& th, & td': { border: 1, borderColor: 'surface.sandBorder', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'surface.sand' },
        '& pre': { overflowX: 'auto', bgcolor: 'surface.sand', p: 2, borderRadius: 2 },
        '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px', fontWeight: 500 },
        '& a:hover': { color: 'primary.dark' },
        '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: '2px' },
        '& .link-domain': {
          display: 'inline-block',
          ml: 0.5,
          px: 0.75,
          borderRadius: 1,
          fontSize: '0.7em',
          lineHeight: 1.6,
          fontWeight: 600,
          verticalAlign: 'middle',
          bgcolor: 'surface.mint',
          color: 'surface.mintText',
          textDecoration: 'none',
        },
        '& .sr-only': { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
      }}
    />
  );
}
