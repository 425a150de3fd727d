import { describe, expect, it } from 'vitest';
import { APP_IDS } from '../../domain/brands';
import { CHECKOUT_OPTION, hasOption, STAFF_ONLY_OPTIONS } from '../../domain/checkout-options';
import { checkoutOptionsFor, CHECKOUT_OPTIONS_SETTING } from './checkout-options';

const visitor = { kind: 'visitor', visitorId: null } as const;
const customer = { kind: 'customer', accountId: 'c-1', visitorId: null } as const;
const staff = { kind: 'staff', accountId: 's-1', visitorId: null } as const;

describe('checkoutOptionsFor', () => {
  it('never gives a shopper a staff-only option, in any flavour', () => {
    for (const app of APP_IDS)
      for (const caller of [visitor, customer])
        for (const name of STAFF_ONLY_OPTIONS) expect(hasOption(checkoutOptionsFor(app, caller, []), name), `${app} ${name}`).toBe(false);
  });

  it('gives staff the flavour’s staff options on top of the shopper’s', () => {
    const shopper = checkoutOptionsFor('wa', customer, []);
    const forStaff = checkoutOptionsFor('wa', staff, []);
    expect(forStaff & shopper).toBe(shopper);
    expect(hasOption(forStaff, 'CashAndCarry')).toBe(true);
    expect(hasOption(forStaff, 'WinningDeliveryServiceOverride')).toBe(true);
  });

  it('differs per flavour: CR account and COD in trade for approved accounts, no paid installation in New Zealand', () => {
    const approved = { crAccount: true, cashOnDelivery: true };
    expect(hasOption(checkoutOptionsFor('aoc', customer, [], approved), 'CRAccount')).toBe(true);
    expect(hasOption(checkoutOptionsFor('aoc', customer, []), 'CRAccount')).toBe(false);
    expect(hasOption(checkoutOptionsFor('wa', customer, [], approved), 'CRAccount')).toBe(false);
    expect(hasOption(checkoutOptionsFor('aol-nz', customer, []), 'Zip')).toBe(true);
    expect(hasOption(checkoutOptionsFor('aol-nz', customer, []), 'PaidInstalls')).toBe(false);
    expect(hasOption(checkoutOptionsFor('aol', customer, []), 'Zip')).toBe(true);
    expect(hasOption(checkoutOptionsFor('wac', customer, [], approved), 'COD')).toBe(true);
    expect(hasOption(checkoutOptionsFor('wac', customer, []), 'COD')).toBe(false);
    expect(hasOption(checkoutOptionsFor('wa', customer, [], approved), 'COD')).toBe(false);
  });

  it('takes the flavour’s list from the checkoutOptions setting when present, still filtering staff bits', () => {
    const settings = [{ name: CHECKOUT_OPTIONS_SETTING, value: 'PayPal, CashAndCarry,Nonsense' }];
    expect(checkoutOptionsFor('wa', customer, settings)).toBe(CHECKOUT_OPTION.PayPal);
    expect(checkoutOptionsFor('wa', staff, settings)).toBe(CHECKOUT_OPTION.PayPal | CHECKOUT_OPTION.CashAndCarry);
  });

  it('gives an unknown flavour nothing', () => {
    expect(checkoutOptionsFor('nope', staff, [])).toBe(0);
  });
});
