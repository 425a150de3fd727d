import { describe, expect, it } from 'vitest';
import { apiQuery, listingHref, parseListingState, tidySearch, withFilters, withoutBrand, withoutFilters } from './listing-url';

const parse = (query: string) => parseListingState(new URLSearchParams(query));

describe('parseListingState', () => {
  it('reads brands, price, sort, page and term', () => {
    expect(parse('brands=miele,bosch&price=500-999.99&sort=price-asc&page=3&q=oven')).toEqual({
      brands: ['bosch', 'miele'],
      price: { min: 500, max: 999.99 },
      sort: 'price-asc',
      page: 3,
      q: 'oven',
    });
  });

  it('accepts what a GET form without JavaScript submits: repeated and empty fields', () => {
    expect(parse('brands=Miele&brands=bosch&brands=miele&price=&sort=relevance')).toEqual({
      brands: ['bosch', 'miele'],
      price: null,
      sort: 'relevance',
      page: 1,
      q: '',
    });
  });

  it('reads open-ended price ranges and the API’s own minPrice and maxPrice', () => {
    expect(parse('price=5000-').price).toEqual({ min: 5000, max: null });
    expect(parse('price=-499.99').price).toEqual({ min: null, max: 499.99 });
    expect(parse('minPrice=100&maxPrice=50').price).toEqual({ min: 50, max: 100 });
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(parse('brands=<script>,,ok-brand&price=cheap-lots&sort=popular&page=-2')).toEqual({
      brands: ['ok-brand'],
      price: null,
      sort: 'relevance',
      page: 1,
      q: '',
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(10_000);
    expect(parse(`brands=${Array.from({ length: 80 }, (_, i) => `b${i}`).join(',')}`).brands).toHaveLength(50);
  });
});

describe('URLs of a state', () => {
  it('leave defaults out so the plain page has no query', () => {
    expect(listingHref('/c/cooking', parse('sort=relevance&page=1'))).toBe('/c/cooking');
    expect(listingHref('/c/cooking', parse('page=2&brands=miele,bosch'))).toBe('/c/cooking?brands=bosch,miele&page=2');
  });

  it('tidy a form submission and keep parameters the listing does not own', () => {
    expect(tidySearch(new URLSearchParams('brands=miele&brands=bosch&price=&sort=relevance&utm_source=mail'))).toBe(
      '?brands=bosch,miele&utm_source=mail',
    );
    expect(tidySearch(new URLSearchParams('utm_source=mail'))).toBe('?utm_source=mail');
    expect(tidySearch(new URLSearchParams(''))).toBe('');
  });

  it('go back to page 1 when a filter changes', () => {
    const state = parse('brands=miele,bosch&price=500-999.99&page=4');
    expect(withFilters(state, { sort: 'newest' }).page).toBe(1);
    expect(listingHref('/brands/x', withoutBrand(state, 'miele'))).toBe('/brands/x?brands=bosch&price=500-999.99');
    expect(listingHref('/brands/x', withoutFilters({ ...state, sort: 'newest' }))).toBe('/brands/x?sort=newest');
  });

  it('ask the API for exactly the filters shown', () => {
    expect(apiQuery(parse('brands=miele&price=5000-&page=2'))).toEqual({
      brands: 'miele',
      minPrice: 5000,
      maxPrice: undefined,
      sort: 'relevance',
      page: 2,
      pageSize: 24,
    });
    expect(apiQuery(parse(''), 12)).toEqual({
      brands: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'relevance',
      page: 1,
      pageSize: 12,
    });
  });
});
