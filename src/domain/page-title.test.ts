import { describe, expect, it } from 'vitest';
import { documentTitle, shortenAtWord, TITLE_MAX_LENGTH } from './page-title';

describe('documentTitle', () => {
  it('keeps "{page} | {company}" when it fits in 70 characters', () => {
    expect(documentTitle('Ovens', 'Wattle & Co Appliances')).toBe('Ovens | Wattle & Co Appliances');
  });

  it('drops the company name before shortening the page title', () => {
    const page = 'Fisher & Paykel 90cm Pyrolytic Built-in Oven OB90S9MEPX3 Stainless';
    expect(`${page} | Wattle & Co Appliances`.length).toBeGreaterThan(TITLE_MAX_LENGTH);
    expect(documentTitle(page, 'Wattle & Co Appliances')).toBe(page);
  });

  it('shortens a page title over 70 characters at a whole word with an ellipsis', () => {
    const page = 'Smeg Victoria 90cm Dual Fuel Freestanding Cooker with Gas Cooktop and Electric Oven TR90BL2';
    const title = documentTitle(page, 'Wattle & Co Appliances');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title).toBe('Smeg Victoria 90cm Dual Fuel Freestanding Cooker with Gas Cooktop and…');
    expect(page.startsWith(title.slice(0, -1))).toBe(true);
  });
});

describe('shortenAtWord', () => {
  it('leaves short text as it is, whitespace collapsed', () => {
    expect(shortenAtWord('  a   b ', 10)).toBe('a b');
  });

  it('never ends on a separator before the ellipsis', () => {
    expect(shortenAtWord('Ovens, cooktops and rangehoods', 10)).toBe('Ovens…');
  });

  it('cuts a single long word when there is no space to cut at', () => {
    expect(shortenAtWord('abcdefghijkl', 6)).toBe('abcde…');
  });
});
