import { useQuery } from '@apollo/client/react';
import { PlainSkeleton } from '../../components/PlainSkeleton';
import { articlePathOf } from '@tumbuh/shared';
import { MostReadDocument } from '../../generated/graphql';
import { useLanguage, useT } from '../../i18n';
import { AppLink } from '../../components/AppLink';
import { ServerFragment } from '../../app/serverFragments';

export const MOST_READ_LIMIT = 5;

/** The sidebar's 'Most read this week' (issue 31): the page language's most read articles of the last 7 days. Plain (app/readerCss.ts). */
export function MostReadList() {
  const language = useLanguage();
  const t = useT();
  const { data, loading } = useQuery(MostReadDocument, { variables: { language, limit: MOST_READ_LIMIT } });
  const articles = data?.mostRead ?? [];
  return (
    // Written from an earlier render's HTML on the server while the list stays the same (app/serverFragments.tsx).
    <ServerFragment tag="section" data-testid="sidebar-most-read" aria-labelledby="most-read-heading" inputs={[language, loading && !data, articles]}>
      <h2 id="most-read-heading" className="tb-side-heading">
        {t('mostRead.title')}
      </h2>
      {loading && !data ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <PlainSkeleton key={i} />
          ))}
        </div>
      ) : articles.length === 0 ? (
        <p className="tb-side-text">{t('mostRead.empty')}</p>
      ) : (
        <ol className="tb-most-read">
          {articles.map((a, i) => (
            <li key={a.id}>
              <span aria-hidden>{i + 1}</span>
              <p lang={a.language}>
                <AppLink to={articlePathOf(a)}>{a.title}</AppLink>
              </p>
            </li>
          ))}
        </ol>
      )}
    </ServerFragment>
  );
}
