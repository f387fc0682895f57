import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { SearchForm } from '../features/search/SearchForm';
import { SearchResults } from '../features/search/SearchResults';
import { searchUrl } from '../features/search/searchUrl';
import { useLanguage, useT } from '../i18n';

/** /search?q={term}: the term comes from the address, so back and forward replay earlier searches. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const term = (params.get('q') ?? '').trim();
  const t = useT();
  const language = useLanguage();
  // Results are kept out of search engines (noindex,follow: thin, endless pages); the search page itself is a page like any other.
  usePageMeta({ title: term ? t('search.pageTitleTerm', { term }) : t('nav.search'), description: t('search.description'), noindex: Boolean(term) });
  return (
    <div className="tb-listing">
      <div>
        <h1 className="tb-h1">{t('search.heading')}</h1>
        <p className="tb-body1 tb-secondary tb-mt-1">{t('search.intro')}</p>
      </div>
      <SearchForm initial={term} onSearch={(term) => navigate(searchUrl(term, language, true))} />
      <SearchResults term={term} stamp={params.get('t')} />
    </div>
  );
}
