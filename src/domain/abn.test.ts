import { describe, expect, it } from 'vitest';
import { isValidAbn, normaliseAbn } from './abn';

describe('ABN checksum', () => {
  it.each(['51 824 753 556', '51824753556', '53 004 085 616', '33 102 417 032'])('accepts the valid ABN %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '51 824 753 557'],
    ['ten digits', '5182475355'],
    ['twelve digits', '518247535561'],
    ['a leading zero', '01824753556'],
    ['letters', '51A24753556'],
    ['nothing', ''],
  ])('refuses %s', (_case, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it('drops spaces', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
  });
});
