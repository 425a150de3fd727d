import { describe, expect, it } from 'vitest';
import { changePage, clampPage, createPagination, isPageInRange, itemRange, pageCount, pageLinks } from './pagination';

describe('pageCount', () => {
  it('is ceil(totalItems / itemsPerPage), 0 when there is nothing to show', () => {
    expect(pageCount(0, 24)).toBe(0);
    expect(pageCount(1, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(232, 24)).toBe(10);
  });

  it('treats a negative total or a bad page size as no pages', () => {
    expect(pageCount(-5, 24)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(Number.NaN, 24)).toBe(0);
  });
});

describe('page changes', () => {
  it('are accepted only within 1..ceil(totalItems/itemsPerPage)', () => {
    expect(isPageInRange(1, 50, 24)).toBe(true);
    expect(isPageInRange(3, 50, 24)).toBe(true);
    expect(isPageInRange(4, 50, 24)).toBe(false);
    expect(isPageInRange(0, 50, 24)).toBe(false);
    expect(isPageInRange(1.5, 50, 24)).toBe(false);
    expect(isPageInRange(1, 0, 24)).toBe(false);
  });

  it('leave the instance unchanged when out of range', () => {
    const p = createPagination('results', 50, 24);
    expect(p).toEqual({ id: 'results', currentPage: 1, totalItems: 50, itemsPerPage: 24 });
    expect(changePage(p, 3).currentPage).toBe(3);
    expect(changePage(p, 4)).toBe(p);
    expect(changePage(p, -1)).toBe(p);
  });

  it('never keep a negative total', () => {
    expect(createPagination('x', -3, 24)).toMatchObject({ totalItems: 0, currentPage: 1 });
  });
});

describe('clampPage', () => {
  it('moves an out-of-range request to the nearest page that exists', () => {
    expect(clampPage(99, 50, 24)).toBe(3);
    expect(clampPage(0, 50, 24)).toBe(1);
    expect(clampPage(2, 50, 24)).toBe(2);
    expect(clampPage(5, 0, 24)).toBe(1);
  });
});

describe('itemRange', () => {
  it('gives the positions shown on the page', () => {
    expect(itemRange(createPagination('x', 50, 24, 3))).toEqual({ first: 49, last: 50 });
    expect(itemRange(createPagination('x', 50, 24, 1))).toEqual({ first: 1, last: 24 });
    expect(itemRange(createPagination('x', 0, 24))).toEqual({ first: 0, last: 0 });
  });
});

describe('pageLinks', () => {
  const shown = (current: number, count: number) => pageLinks(current, count).map((l) => (l.kind === 'page' ? l.page : '…'));

  it('shows every page when there are few', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(2, 4)).toEqual([1, 2, 3, 4]);
    expect(shown(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(shown(1, 10)).toEqual([1, 2, '…', 10]);
    expect(shown(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(shown(10, 10)).toEqual([1, '…', 9, 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(shown(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
  });
});
