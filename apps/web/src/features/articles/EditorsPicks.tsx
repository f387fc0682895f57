import { useQuery } from '@apollo/client/react';
import { PlainSkeleton } from '../../components/PlainSkeleton';
import { articlePathOf, LIMITS } from '@tumbuh/shared';
import { EmptyState } from '../../components/EmptyState';
import { Pill } from '../../components/Pill';
import { EditorsPicksDocument } from '../../generated/graphql';
import { ArticleGrid } from './ArticleGrid';
import { useLanguage, useLocalizedPath, useLocalName, useT } from '../../i18n';
import { formatArticleDate } from './format';
import { AppLink } from '../../components/AppLink';
import { ServerFragment } from '../../app/serverFragments';

function useEditorsPicks() {
  return useQuery(EditorsPicksDocument, { variables: { limit: LIMITS.editorsPicksOnHome } });
}

/** The home page's 'Editor's Picks' section: at most 6, then 'Read More Articles' (to /blog). */
export function EditorsPicksSection() {
  const { data, loading } = useEditorsPicks();
  const picks = (data?.editorsPicks ?? []).slice(0, LIMITS.editorsPicksOnHome);
  const t = useT();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="editors-picks-heading">
      <h2 id="editors-picks-heading" className="tb-h2 tb-section-title">
        {t('picks.title')}
      </h2>
      <p className="tb-body1 tb-secondary tb-section-intro">{t('picks.intro')}</p>
      {loading && !data ? (
        <ArticleGrid skeletons={3} columns={3} />
      ) : picks.length === 0 ? (
        <EmptyState text={t('picks.empty')} />
      ) : (
        <ArticleGrid articles={picks} columns={3} headingLevel={3} />
      )}
      <div className="tb-more">
        <AppLink to={to('/blog')} className="tb-button tb-button-contained tb-button-large">
          {t('picks.more')}
        </AppLink>
      </div>
    </section>
  );
}

/** The sidebar's compact list: category badge, title link, excerpt and date. Plain (app/readerCss.ts). */
export function EditorsPicksList() {
  const { data, loading } = useEditorsPicks();
  const picks = data?.editorsPicks ?? [];
  const t = useT();
  const to = useLocalizedPath();
  const nameOf = useLocalName();
  const language = useLanguage();
  return (
    // Not a landmark: the home page's own 'Editor's Picks' section is the region of that name.
    // Written from an earlier render's HTML on the server while the picks stay the same (app/serverFragments.tsx).
    <ServerFragment tag="div" data-testid="sidebar-picks" inputs={[language, loading && !data, picks]}>
      <h2 id="sidebar-picks-heading" className="tb-side-heading">
        {t('picks.title')}
      </h2>
      {loading && !data ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <div key={i}>
              <PlainSkeleton variant="rounded" width={90} height={22} />
              <PlainSkeleton />
              <PlainSkeleton width="60%" />
            </div>
          ))}
        </div>
      ) : picks.length === 0 ? (
        <p className="tb-side-text">{t('picks.empty')}</p>
      ) : (
        <ul className="tb-side-picks">
          {picks.map((a) => (
            <li key={a.id}>
              <Pill label={nameOf(a.category)} size="small" color="primary" variant="outlined" to={to(`/category/${a.category.slug}`)} className="tb-pill-gap" />
              <p className="tb-side-picks-title" lang={a.language}>
                <AppLink to={articlePathOf(a)}>{a.title}</AppLink>
              </p>
              <p className="tb-side-text tb-side-picks-excerpt" lang={a.language}>
                {a.excerpt}
              </p>
              <p className="tb-meta-when tb-side-picks-date">
                <time dateTime={a.publishDate}>{formatArticleDate(a.publishDate, language)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </ServerFragment>
  );
}
