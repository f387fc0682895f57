import { useQuery } from '@apollo/client/react';
import { LIMITS, type LanguageCode } from '@tumbuh/shared';
import { useEffect, useRef, useState } from 'react';
import { deferred } from '../../app/deferred';
import { EmptyState } from '../../components/EmptyState';
import { PlainAlert } from '../../components/PlainAlert';
import { RecentArticlesDocument, type RecentArticlesQuery } from '../../generated/graphql';
import { ArticleGrid } from './ArticleGrid';
import { useLanguage, useLanguageName, useT } from '../../i18n';

const LanguageSelect = deferred(() => import('./RecentLanguageSelect').then((m) => m.RecentLanguageSelect));

/**
 * 'Recent Articles' (docs/decisions.md#states, "Home recent list"): starts with 4, each 'Load more articles'
 * adds 8 after 300 ms ('Loading articles...' meanwhile); the button shows only while fewer articles
 * than the total are loaded. The Language dropdown (English by default) picks the language; the
 * server filters, so the count and the list agree.
 */
export function RecentArticles() {
  const t = useT();
  const languageName = useLanguageName();
  // English pages start on English (the original default), Indonesian pages on Indonesian (issue 15).
  const [language, setLanguage] = useState<LanguageCode>(useLanguage());
  const [limit, setLimit] = useState<number>(LIMITS.recentInitialLimit);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { data, loading, error } = useQuery(RecentArticlesDocument, {
    variables: { limit, language },
    notifyOnNetworkStatusChange: true,
  });
  // While a bigger page loads, keep showing what is there (of the same language only).
  const last = useRef<{ language: string; data: RecentArticlesQuery }>(undefined);
  if (data) last.current = { language, data };
  const shown = data ?? (last.current?.language === language ? last.current.data : undefined);
  const articles = shown?.recentArticles ?? [];
  const total = shown?.articleCount ?? 0;
  const busy = waiting || (loading && !!shown);
  const firstLoad = loading && !shown;

  const loadMore = () => {
    if (busy) return;
    setWaiting(true);
    timer.current = setTimeout(() => {
      setLimit((l) => l + LIMITS.loadMoreStep);
      setWaiting(false);
    }, LIMITS.loadMoreDelayMs);
  };
  const changeLanguage = (next: LanguageCode) => {
    clearTimeout(timer.current);
    setWaiting(false);
    setLanguage(next);
    setLimit(LIMITS.recentInitialLimit);
  };

  // Plain elements of the reader sheet (app/readerCss.ts).
  return (
    <section aria-labelledby="recent-articles-heading">
      <div className="tb-section-head">
        <h2 id="recent-articles-heading" className="tb-h2">
          {t('recent.title')}
        </h2>
        <LanguageSelect value={language} onChange={changeLanguage} />
      </div>
      {error && !shown ? (
        <PlainAlert severity="error">{t('recent.error')}</PlainAlert>
      ) : firstLoad ? (
        <ArticleGrid skeletons={LIMITS.recentInitialLimit} />
      ) : articles.length === 0 ? (
        <EmptyState title={t('recent.empty', { language: languageName(language) })} headingLevel={3} />
      ) : (
        <ArticleGrid articles={articles} headingLevel={3} />
      )}
      {!firstLoad && articles.length > 0 && articles.length < total && (
        <div className="tb-more">
          <button type="button" className="tb-button tb-button-outlined tb-button-large" onClick={loadMore} aria-busy={busy}>
            {busy ? t('recent.loading') : t('recent.more')}
          </button>
        </div>
      )}
    </section>
  );
}
