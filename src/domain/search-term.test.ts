import { describe, expect, it } from 'vitest';
import { encodeSearchTerm, isSearchableTerm, sanitiseSearchTerm, SEARCH_TERM_MIN_CHARS } from './search-term';

describe('search term sanitising', () => {
  it('trims and collapses white space', () => {
    expect(sanitiseSearchTerm('  steam   oven \t\n')).toBe('steam oven');
    expect(sanitiseSearchTerm('   ')).toBe('');
  });

  it('replaces > < ; and dot-dot sequences with spaces', () => {
    expect(sanitiseSearchTerm('oven>fridge')).toBe('oven fridge');
    expect(sanitiseSearchTerm('oven;fridge')).toBe('oven fridge');
    expect(sanitiseSearchTerm('../../etc/passwd')).toBe('/ /etc/passwd');
    expect(sanitiseSearchTerm('a...b')).toBe('a b');
    expect(sanitiseSearchTerm('oven<3')).toBe('oven');
  });

  it('drops markup tags as a whole', () => {
    expect(sanitiseSearchTerm('<b>oven</b>')).toBe('oven');
    expect(sanitiseSearchTerm('<script>alert(1)</script>')).toBe('alert1');
    expect(sanitiseSearchTerm('<b></b>')).toBe('');
  });

  it('keeps letters, digits, hyphen, underscore, plus, dot and slash', () => {
    expect(sanitiseSearchTerm('HDW81V5H')).toBe('HDW81V5H');
    expect(sanitiseSearchTerm('60cm built-in oven_2 a+b 1.5/2')).toBe('60cm built-in oven_2 a+b 1.5/2');
    expect(sanitiseSearchTerm('ñandú 中文')).toBe('ñandú 中文');
  });

  it('removes every other character', () => {
    expect(sanitiseSearchTerm("De'Longhi")).toBe('DeLonghi');
    expect(sanitiseSearchTerm('Fisher & Paykel')).toBe('Fisher Paykel');
    expect(sanitiseSearchTerm('50% off! (today) "only" $99 #1 @home =?')).toBe('50 off today only 99 1 home');
    expect(sanitiseSearchTerm('\u0001\u0002ov\u007fen')).toBe('oven');
  });

  it('URL-encodes the sanitised term', () => {
    expect(encodeSearchTerm(' quiet oven ')).toBe('quiet%20oven');
    expect(encodeSearchTerm('a+b/c')).toBe('a%2Bb%2Fc');
    expect(encodeSearchTerm('oven & <b>fridge</b>')).toBe('oven%20fridge');
  });

  it(`searches from ${SEARCH_TERM_MIN_CHARS} characters once sanitised`, () => {
    expect(isSearchableTerm('o')).toBe(false);
    expect(isSearchableTerm(' o ')).toBe(false);
    expect(isSearchableTerm('!o!')).toBe(false);
    expect(isSearchableTerm('ov')).toBe(true);
  });
});
