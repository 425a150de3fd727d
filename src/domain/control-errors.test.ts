import { describe, expect, it } from 'vitest';
import { showsControlError } from './control-errors';

describe('control error display rule', () => {
  const valid = { invalid: false, dirty: true, touched: true };

  it('never shows an error for a valid control', () => {
    expect(showsControlError(valid, true)).toBe(false);
    expect(showsControlError(valid, false)).toBe(false);
  });

  it('shows an invalid control’s error once the form was submitted, whatever the control’s state', () => {
    expect(showsControlError({ invalid: true, dirty: false, touched: false }, true)).toBe(true);
  });

  it('before a submit, needs the control to be both dirty and touched', () => {
    expect(showsControlError({ invalid: true, dirty: true, touched: true }, false)).toBe(true);
    expect(showsControlError({ invalid: true, dirty: true, touched: false }, false)).toBe(false);
    expect(showsControlError({ invalid: true, dirty: false, touched: true }, false)).toBe(false);
    expect(showsControlError({ invalid: true, dirty: false, touched: false }, false)).toBe(false);
  });
});
