import { LIMITS } from '@tumbuh/shared';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers of /articles (docs/decisions.md#states): all of them up to 5 pages; otherwise the first,
 * the last and the current page ±1, with an ellipsis for each gap.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= LIMITS.maxPagesWithoutEllipsis) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push(items.includes('ellipsis-start') ? 'ellipsis-end' : 'ellipsis-start');
    items.push(p);
  });
  return items;
}

/** Reads ?page= : a positive whole number, else 1. */
export function parsePageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
