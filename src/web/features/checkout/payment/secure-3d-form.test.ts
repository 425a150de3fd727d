import { describe, expect, it } from 'vitest';
import { safeFormAction } from './secure-3d-form';

describe('safeFormAction', () => {
  const base = 'https://www.example.com.au/customer/checkout';

  it('takes the challenge page address, relative or absolute', () => {
    expect(safeFormAction('/api/sandbox-gateway/challenge?ref=1', base)).toBe(
      'https://www.example.com.au/api/sandbox-gateway/challenge?ref=1',
    );
    expect(safeFormAction('https://acs.bank.example/challenge', base)).toBe('https://acs.bank.example/challenge');
  });

  it('refuses an action that would run script in our page', () => {
    expect(safeFormAction('javascript:alert(1)', base)).toBeNull();
    expect(safeFormAction(' JavaScript:alert(1)', base)).toBeNull();
    expect(safeFormAction('data:text/html,<script>alert(1)</script>', base)).toBeNull();
  });
});
