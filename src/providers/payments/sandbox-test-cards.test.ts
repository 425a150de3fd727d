import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards';
import { readCardProblem } from './sandbox-card-checks';

describe('the sandbox test cards', () => {
  it('are the ones the README lists under "Sandbox test cards"', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.split('### Sandbox test cards')[1]!.split('\n## ')[0]!;
    const numbers = [...table.matchAll(/^\| ([\d ]{15,23}) \|/gm)].map((m) => m[1]!.replace(/\s+/g, ''));
    expect(numbers).toEqual(SANDBOX_TEST_CARDS.map((card) => card.number));
  });

  it('check the number, the code and the expiry as a gateway does', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    const card = { number: '4111111111111111', cvc: '737', expiryMonth: '11', expiryYear: '2026', holderName: 'A', generationtime: '' };
    expect(readCardProblem(card, now)).toBeNull();
    expect(readCardProblem({ ...card, number: '4111111111111112' }, now)).toBe('Invalid Card Number');
    expect(readCardProblem({ ...card, cvc: '12' }, now)).toBe('CVC Declined');
    expect(readCardProblem({ ...card, expiryMonth: '10' }, now)).toBe('Expired Card');
    expect(readCardProblem({ ...card, expiryYear: '26' }, now)).toBeNull();
  });
});
