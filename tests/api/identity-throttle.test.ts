import { describe, expect, it } from 'vitest';
import { IDENTITY_ERRORS } from '../../src/domain/identity-messages';
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_ADDRESS_LIMIT } from '../../src/domain/sign-in-throttle';
import { bearer, createAccount, createIdentityApp, PASSWORD, signedIn, signIn, testClock, uniqueEmail } from '../support/identity-app';

const WRONG = 'Wrong-password-123';
let addressCounter = 0;
/** A client address no other test uses. */
const freshAddress = () => `10.50.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

describe('sign-in throttling', () => {
  it(`refuses an account with 429 and Retry-After after ${SIGN_IN_ACCOUNT_LIMIT} failures in 15 minutes, even with the right password`, async () => {
    const clock = testClock();
    const app = await createIdentityApp({ now: clock.now });
    const account = await createAccount();
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT; attempt++) {
      // Each from its own address: only the account's count can be the reason.
      const { response } = await signIn(app, account.email, WRONG, freshAddress());
      expect(response.statusCode, `failure ${attempt}`).toBe(401);
      clock.advance(30_000);
    }
    const { response } = await signIn(app, account.email, PASSWORD, freshAddress());
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ status: 429, errors: [IDENTITY_ERRORS.unavailable] });
    // The first failure leaves the window 15 minutes after it happened: 15 min - 10 × 30 s = 600 s.
    expect(response.headers['retry-after']).toBe('600');

    clock.advance(600_000);
    const later = await signIn(app, account.email, PASSWORD, freshAddress());
    expect(later.response.statusCode).toBe(200);
  });

  it('throttles an unknown e-mail the same way, so the throttle does not reveal accounts', async () => {
    const app = await createIdentityApp();
    const email = uniqueEmail('ghost');
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT; attempt++) {
      expect((await signIn(app, email, WRONG, freshAddress())).response.statusCode).toBe(401);
    }
    const { response } = await signIn(app, email, WRONG, freshAddress());
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`refuses a client address with 429 after ${SIGN_IN_ADDRESS_LIMIT} failures across accounts`, async () => {
    const clock = testClock();
    const app = await createIdentityApp({ now: clock.now });
    const address = freshAddress();
    for (let attempt = 1; attempt <= SIGN_IN_ADDRESS_LIMIT; attempt++) {
      expect((await signIn(app, uniqueEmail('spray'), WRONG, address)).response.statusCode, `failure ${attempt}`).toBe(401);
      clock.advance(10_000);
    }
    const account = await createAccount();
    const blocked = await signIn(app, account.email, PASSWORD, address);
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.headers['retry-after']).toBe(String(15 * 60 - SIGN_IN_ADDRESS_LIMIT * 10));
    // Another address is not affected.
    expect((await signIn(app, account.email, PASSWORD, freshAddress())).response.statusCode).toBe(200);
  });

  it('answers a throttled form post with 429 as well (no redirect)', async () => {
    const app = await createIdentityApp();
    const email = uniqueEmail('formghost');
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT; attempt++) await signIn(app, email, WRONG, freshAddress());
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: WRONG, origin: 'http://localhost', nonce: 'nonce-0123456789' }).toString(),
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('a success forgets the account’s failures', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    for (let attempt = 1; attempt < SIGN_IN_ACCOUNT_LIMIT; attempt++) await signIn(app, account.email, WRONG, freshAddress());
    expect((await signIn(app, account.email, PASSWORD, freshAddress())).response.statusCode).toBe(200);
    expect((await signIn(app, account.email, WRONG, freshAddress())).response.statusCode).toBe(401);
    expect((await signIn(app, account.email, PASSWORD, freshAddress())).response.statusCode).toBe(200);
  });
});

/** How many answers had each status, e.g. { 401: 10, 429: 40 }. */
const tally = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});
const BURST = 50;

describe('sign-in throttling under concurrent attempts', () => {
  // Every attempt takes its slot before its password is checked: a 401 is a password that was
  // checked, a 429 one that was not. Reading the count first and writing the failure after the
  // check let all fifty through.
  it(`checks at most ${SIGN_IN_ACCOUNT_LIMIT} of ${BURST} concurrent wrong passwords for one account`, async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => signIn(app, account.email, WRONG, freshAddress()).then(({ response }) => response)),
    );
    expect(tally(answers)).toEqual({ 401: SIGN_IN_ACCOUNT_LIMIT, 429: BURST - SIGN_IN_ACCOUNT_LIMIT });
    expect((await signIn(app, account.email, PASSWORD, freshAddress())).response.statusCode).toBe(429);
  });

  it(`checks at most ${SIGN_IN_ADDRESS_LIMIT} of ${BURST} concurrent wrong passwords for ${BURST} e-mails from one address`, async () => {
    const app = await createIdentityApp();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => signIn(app, uniqueEmail('burst'), WRONG, address).then(({ response }) => response)),
    );
    expect(tally(answers)).toEqual({ 401: SIGN_IN_ADDRESS_LIMIT, 429: BURST - SIGN_IN_ADDRESS_LIMIT });
    const account = await createAccount();
    expect((await signIn(app, account.email, PASSWORD, address)).response.statusCode).toBe(429);
  });

  it('a right password gives its slot back: successes never use up the address', async () => {
    const app = await createIdentityApp();
    const address = freshAddress();
    const account = await createAccount();
    for (let attempt = 1; attempt < SIGN_IN_ADDRESS_LIMIT; attempt++) await signIn(app, uniqueEmail('spray'), WRONG, address);
    // One slot is left; each sign-in holds it while its password is checked and gives it back.
    for (let success = 1; success <= 5; success++) {
      expect((await signIn(app, account.email, PASSWORD, address)).response.statusCode, `success ${success}`).toBe(200);
    }
    // The twentieth failure is still checked; only the one after it is refused.
    expect((await signIn(app, uniqueEmail('spray'), WRONG, address)).response.statusCode).toBe(401);
    expect((await signIn(app, uniqueEmail('spray'), WRONG, address)).response.statusCode).toBe(429);
  });
});

describe('the current password of a profile change', () => {
  const changeEmail = (app: Awaited<ReturnType<typeof createIdentityApp>>, accessToken: string, accountId: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: bearer(accessToken),
      remoteAddress: freshAddress(),
      payload: { userId: accountId, clientId: 'wa-web', email: uniqueEmail('moved'), emailChanged: true, currentPassword: password },
    });

  it(`is checked at most ${SIGN_IN_ACCOUNT_LIMIT} times in a burst, in the sign-in throttle's slots`, async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { accessToken } = await signedIn(app, account.email);
    const answers = await Promise.all(Array.from({ length: BURST }, () => changeEmail(app, accessToken, account.id, WRONG)));
    expect(tally(answers)).toEqual({ 400: SIGN_IN_ACCOUNT_LIMIT, 429: BURST - SIGN_IN_ACCOUNT_LIMIT });
    expect(answers.find((answer) => answer.statusCode === 429)!.headers['retry-after']).toMatch(/^\d+$/);
    // The same slots as sign-in: the account cannot be signed in to either, even with the right password.
    expect((await signIn(app, account.email, PASSWORD, freshAddress())).response.statusCode).toBe(429);
    expect((await changeEmail(app, accessToken, account.id, PASSWORD)).statusCode).toBe(429);
  });

  it('counts sign-in failures too, and a right one forgets them', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { accessToken } = await signedIn(app, account.email);
    for (let attempt = 1; attempt < SIGN_IN_ACCOUNT_LIMIT; attempt++) await signIn(app, account.email, WRONG, freshAddress());
    expect((await changeEmail(app, accessToken, account.id, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, account.email, WRONG, freshAddress())).response.statusCode).toBe(401);
  });
});

describe('account enumeration', () => {
  it('an unknown e-mail and a wrong password take comparable time (both check a hash)', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const timed = async (email: string) => {
      const started = performance.now();
      await signIn(app, email, WRONG, freshAddress());
      return performance.now() - started;
    };
    await timed(uniqueEmail('warmup'));
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round++) {
      wrong.push(await timed(account.email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(unknown) / median(wrong);
    // Wide bounds for a shared machine; without the dummy check the unknown e-mail answers about ten times faster.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
