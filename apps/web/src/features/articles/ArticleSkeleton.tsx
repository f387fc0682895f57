import { PlainSkeleton } from '../../components/PlainSkeleton';
import { useT } from '../../i18n';

/** The article page while it loads: the same shape as the article, so nothing jumps. */
export function ArticleSkeleton() {
  const t = useT();
  return (
    <div style={{ maxWidth: 800, marginInline: 'auto' }} aria-busy="true" data-testid="article-skeleton">
      <span role="status" className="tb-sr-only">
        {t('article.loading')}
      </span>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, marginBottom: 24 }} aria-hidden>
        <PlainSkeleton variant="rounded" width={110} height={24} />
        <PlainSkeleton fontSize="2.75rem" />
        <PlainSkeleton fontSize="2.75rem" width="60%" />
        <PlainSkeleton fontSize="1.25rem" />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <PlainSkeleton variant="circular" width={44} height={44} />
          <PlainSkeleton width={200} />
        </div>
      </div>
      <PlainSkeleton variant="rounded" style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', marginBottom: 40 }} aria-hidden />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} aria-hidden>
        {Array.from({ length: 8 }, (_, i) => (
          <PlainSkeleton key={i} width={i % 4 === 3 ? '70%' : '100%'} />
        ))}
      </div>
    </div>
  );
}
