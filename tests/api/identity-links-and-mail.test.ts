import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accounts, identityExternalLogins, identityOneTimeTokens } from '../../src/db/schema';
import { MAILS_PER_WINDOW, QUOTA_WINDOW_MS, REGISTER_PER_CLIENT_ADDRESS, RESET_PER_CLIENT_ADDRESS } from '../../src/domain/address-quota';
import { IDENTITY_ERRORS, IDENTITY_MESSAGES } from '../../src/domain/identity-messages';
import { PASSWORD_MESSAGES } from '../../src/domain/password-policy';
import * as passwords from '../../src/identity/passwords';
import { OAUTH_STATE_COOKIE } from '../../src/identity/social/social-sign-in';
import { SANDBOX_IDENTITY } from '../../src/identity/social/sandbox-identity';
import { workerDatabase } from '../support/test-app';
import {
  bearer,
  createAccount,
  createIdentityApp,
  mailsTo,
  NONCE,
  ORIGIN,
  PASSWORD,
  signedIn,
  testClock,
  tokenMailedTo,
  uniqueEmail,
} from '../support/identity-app';

// Counts the Argon2id hashes the service makes, so a test can show that refused work costs none.
vi.mock('../../src/identity/passwords', async (original) => {
  const actual = await original<typeof import('../../src/identity/passwords')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

type App = Awaited<ReturnType<typeof createIdentityApp>>;
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: string[] }).errors;

let addressCounter = 0;
/** A client address no other test uses, so per-address counts start at nothing. */
const freshAddress = () => `10.36.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const registration = (email: string, change: Record<string, unknown> = {}) => ({
  email,
  password: 'Blue-Toaster-Morning-7',
  firstName: 'Robin',
  lastName: 'Lee',
  clientId: 'wa-web',
  ...change,
});
const register = (app: App, body: Record<string, unknown>, address = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/account/register', payload: body, remoteAddress: address });
const forgotPassword = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/account/forgotpassword', payload: { clientId: 'wa-web', email } });
const resendConfirmation = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/account/resendconfirmemail', payload: { clientId: 'wa-web', email } });
const resetPassword = (app: App, token: string, password = 'Brand-New-Kettle-88', address = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/account/resetpassword', payload: { token, password }, remoteAddress: address });
const changeEmail = (app: App, accessToken: string, account: { id: string }, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/updateprofile',
    headers: bearer(accessToken),
    payload: { userId: account.id, clientId: 'wa-web', email, emailChanged: true, currentPassword: PASSWORD },
  });

/** The sandbox provider's person signs in socially: answers where the callback sends the browser and its cookies. */
async function sandboxSignIn(app: App) {
  const started = await app.inject({
    method: 'GET',
    url: `/api/account/externallogin/sandbox?${new URLSearchParams({ nonce: NONCE, origin: ORIGIN, returnUrl: '/account' })}`,
  });
  const state = started.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)!.value;
  const authorize = new URL(String(started.headers.location));
  const consent = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      redirect_uri: authorize.searchParams.get('redirect_uri')!,
      state: authorize.searchParams.get('state')!,
      code_challenge: authorize.searchParams.get('code_challenge')!,
      decision: 'approve',
    }).toString(),
  });
  const back = new URL(String(consent.headers.location));
  return app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [OAUTH_STATE_COOKIE]: state } });
}

describe('one-time links are bound to the address they were mailed to', () => {
  it('pre-hijacking: an old reset link used after the e-mail became the victim’s confirms nothing, and the victim’s social sign-in does not join', async () => {
    const { db } = await workerDatabase();
    // The victim (the sandbox provider's person) has no account in this client yet.
    await db.delete(accounts).where(and(eq(accounts.clientId, 'wa-web'), eq(accounts.emailKey, SANDBOX_IDENTITY.email)));
    const app = await createIdentityApp();
    const attacker = await createAccount();
    await forgotPassword(app, attacker.email);
    const oldLink = await tokenMailedTo(attacker.email, '/account/reset-password');
    const session = await signedIn(app, attacker.email);
    expect((await changeEmail(app, session.accessToken, attacker, SANDBOX_IDENTITY.email)).statusCode).toBe(200);

    const reset = await resetPassword(app, oldLink);
    expect(reset.statusCode).toBe(400);
    expect(errorsOf(reset)).toEqual([IDENTITY_MESSAGES.invalidToken]);
    const profile = await app.inject({ method: 'GET', url: '/api/account/getprofile', headers: bearer(session.accessToken) });
    expect(profile.json()).toMatchObject({ email: SANDBOX_IDENTITY.email, emailConfirmed: false });

    const social = await sandboxSignIn(app);
    expect(social.statusCode).toBe(303);
    expect(String(social.headers.location)).toMatch(new RegExp(`^${ORIGIN}/account/login\\?error=invalid`));
    expect(social.cookies.find((c) => c.name === 'sf_refresh')).toBeUndefined();
    expect(await db.select().from(identityExternalLogins).where(eq(identityExternalLogins.accountId, attacker.id))).toEqual([]);
  });

  it('changing the e-mail revokes every open link, even after changing back', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    await forgotPassword(app, account.email);
    const oldLink = await tokenMailedTo(account.email, '/account/reset-password');
    const session = await signedIn(app, account.email);
    expect((await changeEmail(app, session.accessToken, account, uniqueEmail('elsewhere'))).statusCode).toBe(200);
    expect((await changeEmail(app, session.accessToken, account, account.email)).statusCode).toBe(200);

    const reset = await resetPassword(app, oldLink);
    expect(reset.statusCode).toBe(400);
    expect(errorsOf(reset)).toEqual([IDENTITY_MESSAGES.invalidToken]);
  });

  it('a link works only while the account has the address it was mailed to, however the address changed', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    await forgotPassword(app, account.email);
    const link = await tokenMailedTo(account.email, '/account/reset-password');
    // Staff or a data repair changes the address without the profile call (which would also revoke the link).
    const { db } = await workerDatabase();
    const moved = uniqueEmail('moved');
    await db.update(accounts).set({ email: moved, emailKey: moved, emailConfirmedAt: null }).where(eq(accounts.id, account.id));

    const reset = await resetPassword(app, link);
    expect(reset.statusCode).toBe(400);
    expect(errorsOf(reset)).toEqual([IDENTITY_MESSAGES.invalidToken]);
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.emailConfirmedAt).toBeNull();
  });

  it('a reset link mailed to the account’s own address still resets and confirms that address', async () => {
    const app = await createIdentityApp();
    const account = await createAccount({ confirmed: false });
    await forgotPassword(app, account.email);
    const reset = await resetPassword(app, await tokenMailedTo(account.email, '/account/reset-password'));
    expect(reset.statusCode).toBe(200);
    const { db } = await workerDatabase();
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.emailConfirmedAt).not.toBeNull();
  });
});

describe('mail as a weapon: one mail of each kind per address in 15 minutes', () => {
  it('30 forgot-password and 20 register calls at once for a known address send it one mail, with unchanged answers', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => forgotPassword(app, account.email)),
      ...Array.from({ length: 20 }, () => register(app, registration(account.email))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.slice(0, 30).map((a) => a.body))).toEqual(
      new Set([JSON.stringify({ message: IDENTITY_MESSAGES.resetRequested })]),
    );
    expect(new Set(answers.slice(30).map((a) => a.body))).toEqual(new Set([JSON.stringify({ message: IDENTITY_MESSAGES.registered })]));
    expect(await mailsTo(account.email)).toHaveLength(MAILS_PER_WINDOW);
  });

  it('a new address gets one confirmation and one already-registered mail, however often it is registered and resent', async () => {
    const app = await createIdentityApp();
    const email = uniqueEmail('flooded');
    expect((await register(app, registration(email))).statusCode).toBe(200);
    const more = await Promise.all([
      ...Array.from({ length: 19 }, () => register(app, registration(email))),
      ...Array.from({ length: 20 }, () => resendConfirmation(app, email)),
    ]);
    expect(more.map((a) => a.statusCode)).toEqual(Array(39).fill(200));
    const subjects = (await mailsTo(email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([expect.stringMatching(/^Confirm your e-mail address for /), expect.stringMatching(/^You already have a /)]);
  });

  it('the window is 15 minutes on the service’s clock', async () => {
    const clock = testClock();
    const app = await createIdentityApp({ now: clock.now });
    const account = await createAccount();
    await forgotPassword(app, account.email);
    clock.advance(QUOTA_WINDOW_MS - 1000);
    await forgotPassword(app, account.email);
    expect(await mailsTo(account.email)).toHaveLength(1);
    clock.advance(1000);
    await forgotPassword(app, account.email);
    expect(await mailsTo(account.email)).toHaveLength(2);
  });
});

describe('names are names', () => {
  it.each([
    ['a line break', 'Robin\nVisit our site'],
    ['a link', 'Robin https://evil.example/win'],
    ['a host name', 'Claim at evil.example'],
    ['angle brackets', '<b>Robin</b>'],
  ])('refuses a first name with %s: a 400 saying what a name holds', async (_case, firstName) => {
    const app = await createIdentityApp();
    const response = await register(app, registration(uniqueEmail('named'), { firstName }));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).join(' ')).toContain('firstName may only contain letters, spaces, apostrophes, hyphens and dots.');
  });

  it('accepts names with accents, apostrophes, hyphens and initials', async () => {
    const app = await createIdentityApp();
    for (const [firstName, lastName] of [
      ['Zoë', "O'Brien"],
      ['Mary-Jane', 'Ngā Tāngata'],
      ['J. R.', 'St. John'],
    ]) {
      const response = await register(app, registration(uniqueEmail('named'), { firstName, lastName }));
      expect(response.statusCode, `${firstName} ${lastName}`).toBe(200);
    }
  });
});

describe('expensive work for free', () => {
  it('a made-up reset link is refused before any password is hashed', async () => {
    const app = await createIdentityApp();
    const hashes = vi.mocked(passwords.hashPassword);
    const before = hashes.mock.calls.length;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => resetPassword(app, `made-up-link-${i}`.padEnd(43, 'x'))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(400));
    expect(errorsOf(answers[0]!)).toEqual([IDENTITY_MESSAGES.invalidToken]);
    expect(hashes.mock.calls.length - before).toBe(0);
  });

  it(`limits resets to ${RESET_PER_CLIENT_ADDRESS} and registrations to ${REGISTER_PER_CLIENT_ADDRESS} per client address in 15 minutes`, async () => {
    const clock = testClock();
    const app = await createIdentityApp({ now: clock.now });
    const address = freshAddress();
    const resets = await Promise.all(
      Array.from({ length: RESET_PER_CLIENT_ADDRESS + 5 }, () => resetPassword(app, 'y'.repeat(43), undefined, address)),
    );
    expect(resets.filter((a) => a.statusCode === 400)).toHaveLength(RESET_PER_CLIENT_ADDRESS);
    const refused = resets.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toMatchObject({ status: 429, errors: [IDENTITY_ERRORS.unavailable] });
    expect(refused[0]!.headers['retry-after']).toBe(String(QUOTA_WINDOW_MS / 1000));

    const hashes = vi.mocked(passwords.hashPassword);
    const before = hashes.mock.calls.length;
    const registrations = await Promise.all(
      Array.from({ length: REGISTER_PER_CLIENT_ADDRESS + 5 }, () => register(app, registration(uniqueEmail('many')), address)),
    );
    expect(registrations.filter((a) => a.statusCode === 200)).toHaveLength(REGISTER_PER_CLIENT_ADDRESS);
    expect(registrations.filter((a) => a.statusCode === 429)).toHaveLength(5);
    expect(hashes.mock.calls.length - before).toBe(REGISTER_PER_CLIENT_ADDRESS);

    clock.advance(QUOTA_WINDOW_MS);
    expect((await register(app, registration(uniqueEmail('later')), address)).statusCode).toBe(200);
  });
});

describe('smaller ones', () => {
  it('forgot-password does the same work for a known and an unknown address: one link row, one quota, one mail', async () => {
    const app = await createIdentityApp();
    const known = (await createAccount()).email;
    const unknown = uniqueEmail('ghost');
    const [a, b] = await Promise.all([forgotPassword(app, known), forgotPassword(app, unknown)]);
    expect(a!.body).toBe(b!.body);
    const { db } = await workerDatabase();
    for (const email of [known, unknown]) {
      const links = await db.select().from(identityOneTimeTokens).where(eq(identityOneTimeTokens.email, email));
      expect(
        links.map((l) => l.purpose),
        email,
      ).toEqual(['reset-password']);
      expect(await mailsTo(email), email).toHaveLength(1);
      const quota = await db.execute(sql`select used from address_quotas where quota_key = ${`mail:reset-link:${email}`}`);
      expect((quota as unknown as { rows: { used: number }[] }).rows, email).toEqual([{ used: 1 }]);
    }
    // The unknown address is told it has no account here; no link reaches it.
    expect((await mailsTo(unknown))[0]!.text).not.toMatch(/reset-password\?token=/);
  });

  it('refuses a password of spaces with a clear message', async () => {
    const app = await createIdentityApp();
    const response = await register(app, registration(uniqueEmail('spaces'), { password: ' '.repeat(12) }));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).join(' ')).toContain(PASSWORD_MESSAGES.blank);
  });

  it.each(['<robin@example.com>', 'robin@example.com>', 'robin<b>@example.com', 'robin,eve@example.com'])(
    'refuses the e-mail %s',
    async (email) => {
      const app = await createIdentityApp();
      const response = await register(app, registration(email));
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response).join(' ')).toContain('Please enter a valid email');
    },
  );
});
