import { PlainSkeleton } from '../../components/PlainSkeleton';

/** An article card while the list loads: the card's frame (`.tb-card`) with placeholders. */
export function ArticleCardSkeleton() {
  return (
    <div className="tb-card" aria-hidden data-testid="article-card-skeleton">
      <PlainSkeleton variant="rectangular" style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <div style={{ padding: '16px 16px 24px' }}>
        <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <PlainSkeleton variant="rounded" width={80} height={24} />
          <PlainSkeleton variant="rounded" width={60} height={24} />
        </div>
        <PlainSkeleton fontSize="1.25rem" />
        <PlainSkeleton fontSize="1.25rem" width="70%" />
        <PlainSkeleton />
        <PlainSkeleton />
        <div style={{ display: 'flex', gap: 8, marginTop: 16, alignItems: 'center' }}>
          <PlainSkeleton variant="circular" width={36} height={36} />
          <PlainSkeleton width={140} />
        </div>
      </div>
    </div>
  );
}
