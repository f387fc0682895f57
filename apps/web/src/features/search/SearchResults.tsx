import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useToast } from '../../app/toast';
import { EmptyState } from '../../components/EmptyState';
import { SearchArticlesDocument } from '../../generated/graphql';
import { useT } from '../../i18n';
import { ArticleGrid } from '../articles/ArticleGrid';


/**
 * The search states (docs/decisions.md#states): idle (no term), loading, error (toast, results cleared) or
 * results. `stamp` (the address's t) makes a repeated search ask the server again.
 */
export function SearchResults({ term, stamp }: { term: string; stamp: string | null }) {
  const toast = useToast();
  const t = useT();
  const { data, loading, networkStatus, error, refetch } = useQuery(SearchArticlesDocument, {
    variables: { q: term },
    skip: !term,
    fetchPolicy: 'cache-and-network',
  });
  // The same term submitted again (a new t) asks the server again; a new term fetches by itself.
  const last = useRef({ term, stamp });
  useEffect(() => {
    const before = last.current;
    last.current = { term, stamp };
    if (term && stamp !== before.stamp && term === before.term) void refetch().catch(() => undefined);
  }, [term, stamp, refetch]);
  useEffect(() => {
    if (error) toast({ title: t('search.errorTitle'), description: t('search.errorText'), variant: 'destructive' });
  }, [error, toast, t]);

  if (!term) return <EmptyState title={t('search.noTermTitle')} text={t('search.noTermText')} />;
  if (error) return <EmptyState title={t('search.errorTitle')} text={t('search.errorText')} />;
  const results = data?.searchArticles;
  if (!results) return <ArticleGrid skeletons={4} columns={4} />;
  return (
    <div className="tb-stack tb-gap-3">
      <p role="status" className="tb-body1 tb-secondary tb-semibold" data-testid="search-count">
        {/* Only a repeated search says so: cached results (and a server render's) show their count at once. */}
        {loading && networkStatus === NetworkStatus.refetch ? t('search.searching') : t('search.count', { count: results.length, term })}
      </p>
      {results.length === 0 ? (
        <EmptyState title={t('search.noResultsTitle')} text={t('search.noResultsText', { term })} />
      ) : (
        <ArticleGrid articles={results} columns={4} headingLevel={2} eagerImages={4} />
      )}
    </div>
  );
}
