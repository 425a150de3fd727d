import { describe, expect, it } from 'vitest';
import { callerScope, decideAccess, type Caller } from './caller';

const visitor: Caller = { kind: 'visitor', visitorId: 'v-0000000000000001' };
const customer: Caller = { kind: 'customer', accountId: 'c1', visitorId: null };
const staff: Caller = { kind: 'staff', accountId: 's1', visitorId: null };

describe('who may call', () => {
  it('lets anyone call a public call', () => {
    expect([visitor, customer, staff].map((c) => decideAccess('public', c))).toEqual(['allowed', 'allowed', 'allowed']);
  });

  it('asks a visitor to sign in and refuses the other kind of account', () => {
    expect([visitor, customer, staff].map((c) => decideAccess('customer', c))).toEqual(['unauthenticated', 'allowed', 'forbidden']);
    expect([visitor, customer, staff].map((c) => decideAccess('staff', c))).toEqual(['unauthenticated', 'forbidden', 'allowed']);
  });

  it('lets anyone signed in call an account call', () => {
    expect([visitor, customer, staff].map((c) => decideAccess('account', c))).toEqual(['unauthenticated', 'allowed', 'allowed']);
  });

  it('scopes what a caller owns to the account, else the visitor cookie, and a caller with neither to nobody else', () => {
    expect([visitor, customer, staff, { kind: 'visitor', visitorId: null } as Caller].map(callerScope)).toEqual([
      'visitor:v-0000000000000001',
      'account:c1',
      'account:s1',
      null,
    ]);
  });
});
