import { describe, expect, it } from 'vitest';
import type { NavbarResponse } from '../../../contracts/navigation';
import { categoryTrail } from './category-trail';
import { listingDescription, pagedTitle } from './listing-meta';

const navbar: NavbarResponse = {
  mainNav: [
    { name: 'Cooking', uri: '/c/cooking', subCategories: [{ name: 'Ovens', uri: '/c/cooking/ovens' }], brands: [] },
    { name: 'Laundry', uri: '/c/laundry', subCategories: [], brands: [] },
  ],
  topNav: { displayCartIcon: true, displayProjectIcon: false, displaySearchIcon: true, displayContactUsIcon: true },
};

describe('categoryTrail', () => {
  it('names the parents from the navigation and ends with the category as text', () => {
    expect(categoryTrail('/c/cooking/ovens', 'Ovens', navbar)).toEqual([
      { name: 'Cooking', uri: '/c/cooking' },
      { name: 'Ovens', uri: '' },
    ]);
    expect(categoryTrail('/c/laundry', 'Laundry', navbar)).toEqual([{ name: 'Laundry', uri: '' }]);
  });

  it('leaves out parents it cannot name', () => {
    expect(categoryTrail('/c/outdoor/bbqs', 'Barbecues', null)).toEqual([{ name: 'Barbecues', uri: '' }]);
  });
});

describe('listing meta', () => {
  const facets = {
    brands: [
      { slug: 'miele', name: 'Miele', count: 27 },
      { slug: 'bosch', name: 'Bosch', count: 24 },
      { slug: 'aeg', name: 'AEG', count: 2 },
      { slug: 'smeg', name: 'Smeg', count: 1 },
    ],
    categories: [],
    priceRanges: [],
  };

  it('describes the subject by its size and leading brands', () => {
    expect(listingDescription('Cooking', facets)).toBe(
      'Shop 54 Cooking products from Miele, Bosch, AEG and more. Compare prices and features, with delivery and expert advice.',
    );
    expect(listingDescription('x'.repeat(200), facets)).toHaveLength(153);
  });

  it('numbers pages after the first', () => {
    expect(pagedTitle('Ovens', 1)).toBe('Ovens');
    expect(pagedTitle('Ovens', 3)).toBe('Ovens – Page 3');
  });
});
