import { describe, expect, it } from 'vitest';
import { visibleEntries } from './page-navigation-entries';

describe('visibleEntries', () => {
  it('keeps only entries flagged display, in their order', () => {
    const entries = [
      { title: 'Features', uri: 'features', display: true },
      { title: 'Reviews', uri: 'reviews', display: false },
      { title: 'Specifications', uri: 'specifications', display: true },
    ];
    expect(visibleEntries(entries).map((e) => e.title)).toEqual(['Features', 'Specifications']);
  });

  it('skips entries that name no target or have no title', () => {
    expect(
      visibleEntries([
        { title: 'Empty', uri: ' ', display: true },
        { title: '', uri: 'x', display: true },
      ]),
    ).toEqual([]);
  });
});
