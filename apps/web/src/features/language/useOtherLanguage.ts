import { useApolloClient, useQuery } from '@apollo/client/react';
import { articlePathOf, localizedPath, splitLanguagePath, type LanguageCode } from '@tumbuh/shared';
import { matchPath, useLocation } from 'react-router-dom';
// The document's own module, not the generated/graphql index: the start-up's shell (vite.config.ts) takes no other document in.
import { ArticleVersionsDocument } from '../../generated/documents/language';

/** Reader pages that exist in both languages under the same path (listings keep their query where it matters). */
const SAME_PAGE = ['/', '/blog', '/category/:slug', '/tag/:slug', '/age/:slug', '/search', '/subscribe', '/articles'];
/** Queries that mean the same in either language: the search words. */
const KEPT_PARAMS = ['q'];

/**
 * Where the header's language switcher leads: the same page in the other language (issue 15). An
 * article leads to its translation when it has one, else to the other language's home; a listing to
 * the same listing. Null on pages that are not the reader's (sign-in, admin, previews).
 */
export function useOtherLanguage(): { language: LanguageCode; to: string } | null {
  const { pathname, search } = useLocation();
  const { language: current, path } = splitLanguagePath(pathname);
  const language: LanguageCode = current === 'id' ? 'en' : 'id';
  const slug = matchPath('/article/:slug', path)?.params.slug;
  // Filled by the article page's own query (same field, same argument); cache-only asks nothing.
  // The watch updates the link once the page's data arrives in the browser; the direct read serves
  // the server's later render passes, where the watch still holds the first (empty) result.
  const client = useApolloClient();
  const variables = { slug: slug ?? '' };
  const { data } = useQuery(ArticleVersionsDocument, { variables, skip: !slug, fetchPolicy: 'cache-only' });
  if (slug) {
    const article = data?.article ?? client.readQuery({ query: ArticleVersionsDocument, variables })?.article;
    const version = article && [article, ...article.translations].find((v) => v.language === language);
    return { language, to: version ? articlePathOf(version) : localizedPath('/', language) };
  }
  if (!SAME_PAGE.some((pattern) => matchPath(pattern, path))) return null;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) if (params.get(name)) kept.set(name, params.get(name)!);
  const query = kept.toString();
  return { language, to: localizedPath(path, language) + (query ? `?${query}` : '') };
}
