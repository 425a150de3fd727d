import { describe, expect, it } from 'vitest';
import { newsletterFieldError } from './newsletter-fields';

describe('newsletter fields', () => {
  it('requires a name', () => {
    expect(newsletterFieldError('Name', '')).toBe('Please enter your Name');
    expect(newsletterFieldError('Name', '   ')).toBe('Please enter your Name');
    expect(newsletterFieldError('Name', 'Jo')).toBeUndefined();
  });

  it('requires a valid e-mail', () => {
    for (const bad of ['', 'jo', 'jo@', 'jo@example', 'jo @example.com'])
      expect(newsletterFieldError('Email', bad), bad).toBe('Please enter a valid Email');
    expect(newsletterFieldError('Email', ' jo@example.com ')).toBeUndefined();
  });

  it('requires a postcode of 3 or 4 digits', () => {
    for (const bad of ['', '12', '12345', '2OOO', '20 00', 'x2000'])
      expect(newsletterFieldError('Postcode', bad), bad).toBe('Please enter a valid Postcode');
    for (const good of ['800', '2000', ' 0872 ']) expect(newsletterFieldError('Postcode', good), good).toBeUndefined();
  });
});
