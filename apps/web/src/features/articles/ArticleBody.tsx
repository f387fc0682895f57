import { useMemo } from 'react';
import { decorateArticleHtml } from './articleHtml';
import { sizeBodyImages, type BodyImage } from './bodyImages';
import { useT } from '../../i18n';

/**
 * The article's HTML body (sanitised by the server on write), with link badges and lazy, sized,
 * responsive images. Its typography is the `.article-body` part of the reader sheet (app/readerCss.ts).
 */
export function ArticleBody({ html, lang, images }: { html: string; lang: string; images?: readonly BodyImage[] | null }) {
  const newTab = useT()('common.newTab');
  const decorated = useMemo(() => sizeBodyImages(decorateArticleHtml(html, newTab), images), [html, newTab, images]);
  return <div className="article-body" lang={lang} data-testid="article-body" dangerouslySetInnerHTML={{ __html: decorated }} />;
}
