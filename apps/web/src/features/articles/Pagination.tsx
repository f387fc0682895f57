import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pageItems } from './pagination';
import { useT } from '../../i18n';

interface Props {
  page: number;
  totalPages: number;
  /** The address of a page (links, so back/forward and middle-click work). */
  hrefFor: (page: number) => string;
}

const numberSx = { minWidth: { xs: 36, sm: 40 }, px: { xs: 0.5, sm: 1 }, height: 40 } as const;
const stepSx = { height: 40, minWidth: { xs: 40, sm: 64 }, px: { xs: 1, sm: 2 }, '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: { xs: 0, sm: undefined } } } as const;
/** On phones the arrows carry the meaning (with their aria-label); the words come back from 600 px. */
const stepLabel = (text: string) => (
  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
    {text}
  </Box>
);

/** Previous, the page numbers (with ellipses beyond 5 pages) and Next. */
export function Pagination({ page, totalPages, hrefFor }: Props) {
  const t = useT();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  return (
    <Box component="nav" aria-label={t('pagination.label')} sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: { xs: 0.5, sm: 0.75 }, listStyle: 'none', p: 0, m: 0 }}>
        <li>
          {hasPrev ? (
            <Button component={RouterLink} to={hrefFor(page - 1)} startIcon={<ChevronLeftIcon />} variant="outlined" sx={stepSx} rel="prev" aria-label={t('pagination.previousPage')}>
              {stepLabel(t('pagination.previous'))}
            </Button>
          ) : (
            <Button disabled startIcon={<ChevronLeftIcon />} variant="outlined" sx={stepSx} aria-label={t('pagination.previousPage')}>
              {stepLabel(t('pagination.previous'))}
            </Button>
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                component={RouterLink}
                to={hrefFor(item)}
                variant={item === page ? 'contained' : 'text'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                sx={numberSx}
              >
                {item}
              </Button>
            </li>
          ) : (
            <Box component="li" key={item} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }} data-testid="pagination-ellipsis">
              …
            </Box>
          ),
        )}
        <li>
          {hasNext ? (
            <Button component={RouterLink} to={hrefFor(page + 1)} endIcon={<ChevronRightIcon />} variant="outlined" sx={stepSx} rel="next" aria-label={t('pagination.nextPage')}>
              {stepLabel(t('pagination.next'))}
            </Button>
          ) : (
            <Button disabled endIcon={<ChevronRightIcon />} variant="outlined" sx={stepSx} aria-label={t('pagination.nextPage')}>
              {stepLabel(t('pagination.next'))}
            </Button>
          )}
        </li>
      </Box>
    </Box>
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
