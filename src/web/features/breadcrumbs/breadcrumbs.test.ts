import { describe, expect, it } from 'vitest';
import { breadcrumbStructuredData } from './breadcrumbs';

describe('breadcrumbStructuredData', () => {
  it('numbers the trail from 1 with absolute item URLs, leaving the current page without one', () => {
    const data = breadcrumbStructuredData(
      [
        { name: 'Home', uri: '/' },
        { name: 'Cooking', uri: '/c/cooking' },
        { name: 'Ovens', uri: '' },
      ],
      'https://www.example.com.au/',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com.au/' },
        { '@type': 'ListItem', position: 2, name: 'Cooking', item: 'https://www.example.com.au/c/cooking' },
        { '@type': 'ListItem', position: 3, name: 'Ovens' },
      ],
    });
  });
});
