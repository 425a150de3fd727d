import { describe, expect, it } from 'vitest';
import { isPersonName } from './person-name';

describe('person names', () => {
  it.each(['Robin', 'Zoë', "O'Brien", 'O’Brien', 'Mary-Jane', 'J. R. R.', 'St. John', 'Ngā Tāngata', '李小龍', 'Jr.'])(
    '%s is a name',
    (name) => {
      expect(isPersonName(name)).toBe(true);
    },
  );

  it.each([
    '',
    ' Robin',
    'Robin\nClick here',
    'Robin\r',
    'evil.example',
    'www.evil.com',
    'see https://x.y',
    'Robin 2',
    '<b>',
    'Rob@n',
    '-Robin',
    "'",
  ])('%j is not', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});
