import type { CardPayDetails } from '../../contracts/checkout';
import { SANDBOX_REFUSALS } from './sandbox-test-cards';

const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** What a gateway checks of any card before its issuer sees it: the number, the expiry, the code. */
export function readCardProblem(card: CardPayDetails, now: Date): string | null {
  const digits = String(card.number ?? '').replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return SANDBOX_REFUSALS.invalidNumber;
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return SANDBOX_REFUSALS.cvc;
  const month = Number(card.expiryMonth);
  let year = Number(card.expiryYear);
  if (year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return SANDBOX_REFUSALS.expired;
  // A card is good to the end of its expiry month.
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? SANDBOX_REFUSALS.expired : null;
}
