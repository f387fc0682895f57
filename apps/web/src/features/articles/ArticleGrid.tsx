import type { ReactNode } from 'react';
import type { ArticleCardFieldsFragment } from '../../generated/graphql';
import { ArticleCard } from './ArticleCard';
import { ArticleCardSkeleton } from './ArticleCardSkeleton';

interface Props {
  articles?: readonly ArticleCardFieldsFragment[];
  /** Shows this many skeleton cards instead of the list. */
  skeletons?: number;
  headingLevel?: 2 | 3 | 4;
  /** Columns from the lg breakpoint up (2 beside a sidebar, 3 or 4 full width). */
  columns?: 2 | 3 | 4;
  /** How many cards at the top load their image at once (above the fold). */
  eagerImages?: number;
  children?: ReactNode;
}

/** A responsive grid of article cards: one column on phones (app/readerCss.ts: .tb-grid). */
export function ArticleGrid({ articles = [], skeletons = 0, headingLevel = 3, columns = 2, eagerImages = 0 }: Props) {
  return (
    <div className={`tb-grid tb-grid-${columns}`}>
      {skeletons > 0
        ? Array.from({ length: skeletons }, (_, i) => <ArticleCardSkeleton key={i} />)
        : articles.map((a, i) => <ArticleCard key={a.id} article={a} headingLevel={headingLevel} eagerImage={i < eagerImages} />)}
    </div>
  );
}
