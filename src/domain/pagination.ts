/**
 * Pagination (document 3 sections 3 and 4): an instance has an id, the current page, the total
 * number of items and the items per page. A page change is accepted only within
 * 1..ceil(totalItems / itemsPerPage); the total is never below 0.
 */
export interface Pagination {
  id: string;
  currentPage: number;
  totalItems: number;
  itemsPerPage: number;
}

/** How many pages the items fill; 0 when there are none. */
export function pageCount(totalItems: number, itemsPerPage: number): number {
  if (!(itemsPerPage >= 1) || !(totalItems > 0)) return 0;
  return Math.ceil(totalItems / itemsPerPage);
}

/** Whether `page` is a page the shopper may move to. */
export function isPageInRange(page: number, totalItems: number, itemsPerPage: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(totalItems, itemsPerPage);
}

/** A new instance; a negative or non-numeric total counts as 0 items, a page below 1 as page 1. */
export function createPagination(id: string, totalItems: number, itemsPerPage: number, currentPage = 1): Pagination {
  const total = Number.isFinite(totalItems) && totalItems > 0 ? Math.floor(totalItems) : 0;
  const perPage = Number.isFinite(itemsPerPage) && itemsPerPage >= 1 ? Math.floor(itemsPerPage) : 1;
  const pagination = { id, totalItems: total, itemsPerPage: perPage, currentPage: 1 };
  return changePage(pagination, currentPage);
}

/** The instance on `page`, or the same instance unchanged when the page is out of range. */
export function changePage(pagination: Pagination, page: number): Pagination {
  if (!isPageInRange(page, pagination.totalItems, pagination.itemsPerPage) || page === pagination.currentPage) return pagination;
  return { ...pagination, currentPage: page };
}

/** The nearest page that exists: out-of-range requests land on the first or the last page. */
export function clampPage(page: number, totalItems: number, itemsPerPage: number): number {
  const last = Math.max(1, pageCount(totalItems, itemsPerPage));
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

/** 1-based positions of the first and last item shown on the current page (0, 0 when empty). */
export function itemRange({ currentPage, totalItems, itemsPerPage }: Pagination): { first: number; last: number } {
  if (totalItems === 0) return { first: 0, last: 0 };
  const first = (currentPage - 1) * itemsPerPage + 1;
  return { first, last: Math.min(totalItems, currentPage * itemsPerPage) };
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page links to show: always the first and last page, the current page with `around` pages
 * either side, and a gap where pages are skipped. A gap never hides a single page.
 */
export function pageLinks(currentPage: number, count: number, around = 1): PageLink[] {
  if (count <= 1) return count === 1 ? [{ kind: 'page', page: 1 }] : [];
  const wanted = new Set<number>([1, count]);
  for (let p = currentPage - around; p <= currentPage + around; p += 1) if (p >= 1 && p <= count) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) links.push({ kind: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2) links.push({ kind: 'gap', key: `gap-${previous}` });
    links.push({ kind: 'page', page });
  });
  return links;
}
