import { useEffect, useRef } from 'react';
import { ChevronLeftSvg, ChevronRightSvg } from '../../components/plainIcons';
import { pageItems } from './pagination';
import { useT } from '../../i18n';
import { AppLink } from '../../components/AppLink';

interface Props {
  page: number;
  totalPages: number;
  /** The address of a page (links, so back/forward and middle-click work). */
  hrefFor: (page: number) => string;
}

/** On phones the arrows carry the meaning (with their aria-label); the words come back from 600 px. */
const stepLabel = (text: string) => <span className="tb-sm-inline">{text}</span>;
const STEP = 'tb-button tb-button-outlined tb-page-step';

/** Previous, the page numbers (with ellipses beyond 5 pages) and Next. */
export function Pagination({ page, totalPages, hrefFor }: Props) {
  const t = useT();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-pagination).
  return (
    <nav aria-label={t('pagination.label')} className="tb-pagination">
      <ul>
        <li>
          {hasPrev ? (
            <AppLink to={hrefFor(page - 1)} className={STEP} rel="prev" aria-label={t('pagination.previousPage')}>
              <ChevronLeftSvg />
              {stepLabel(t('pagination.previous'))}
            </AppLink>
          ) : (
            <button type="button" disabled className={STEP} aria-label={t('pagination.previousPage')}>
              <ChevronLeftSvg />
              {stepLabel(t('pagination.previous'))}
            </button>
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AppLink
                to={hrefFor(item)}
                className={item === page ? 'tb-button tb-button-contained tb-page-number' : 'tb-button tb-page-number'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </AppLink>
            </li>
          ) : (
            <li key={item} aria-hidden className="tb-page-gap" data-testid="pagination-ellipsis">
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <AppLink to={hrefFor(page + 1)} className={`${STEP} tb-page-next`} rel="next" aria-label={t('pagination.nextPage')}>
              {stepLabel(t('pagination.next'))}
              <ChevronRightSvg />
            </AppLink>
          ) : (
            <button type="button" disabled className={`${STEP} tb-page-next`} aria-label={t('pagination.nextPage')}>
              {stepLabel(t('pagination.next'))}
              <ChevronRightSvg />
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** A new page of a paged list: start reading from the top (not on the first render: the reader may be restoring a scroll position). */
export function useScrollToTopOn(page: number): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [page]);
}
