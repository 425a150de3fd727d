import { describe, expect, it } from 'vitest';
import { groupByLetter, indexLetter, letterAnchor } from './brand-letters';

describe('brand index letters', () => {
  it('files names under their first letter, accents removed, digits and symbols under #', () => {
    expect(indexLetter('Miele')).toBe('M');
    expect(indexLetter('élan')).toBe('E');
    expect(indexLetter('3M')).toBe('#');
    expect(indexLetter('  smeg')).toBe('S');
  });

  it('groups A–Z with # first, sorted by name, leaving out empty letters', () => {
    const groups = groupByLetter([{ name: 'Smeg' }, { name: 'AEG' }, { name: 'asko' }, { name: '3M' }, { name: 'Samsung' }]);
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.name)])).toEqual([
      ['#', ['3M']],
      ['A', ['AEG', 'asko']],
      ['S', ['Samsung', 'Smeg']],
    ]);
  });

  it('gives each letter an anchor', () => {
    expect(letterAnchor('M')).toBe('brands-m');
    expect(letterAnchor('#')).toBe('brands-0-9');
  });
});
