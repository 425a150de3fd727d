import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../src/contracts/identity';
import { accounts } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { IDENTITY_ERRORS, IDENTITY_MESSAGES } from '../../src/domain/identity-messages';
import { PASSWORD_MESSAGES } from '../../src/domain/password-policy';
import { workerDatabase } from '../support/test-app';
import {
  bearer,
  createAccount,
  createIdentityApp,
  mailsTo,
  PASSWORD,
  relogin,
  signedIn,
  signIn,
  testClock,
  tokenMailedTo,
  uniqueEmail,
} from '../support/identity-app';

type App = Awaited<ReturnType<typeof createIdentityApp>>;
const registration = (email: string, change: Record<string, unknown> = {}) => ({
  email,
  password: 'Blue-Toaster-Morning-7',
  firstName: 'Robin',
  lastName: 'Lee',
  phone: '0412 345 678',
  clientId: 'wa-web',
  ABN: '',
  ...change,
});
const register = (app: App, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/account/register', payload: body });
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: string[] }).errors;

describe('register and confirm', () => {
  it('registers, mails a confirmation link, and the link confirms once', async () => {
    const app = await createIdentityApp();
    const email = uniqueEmail('new');
    const response = await register(app, registration(email, { ABN: '51 824 753 556' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: IDENTITY_MESSAGES.registered });
    const { db } = await workerDatabase();
    const [row] = await db.select().from(accounts).where(eq(accounts.emailKey, email));
    expect(row).toMatchObject({ role: 'customer', abn: '51824753556', emailConfirmedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const token = await tokenMailedTo(email, '/account/confirm-email');
    const confirm = await app.inject({ method: 'GET', url: `/api/account/confirmemail/${token}` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ confirmed: true, message: IDENTITY_MESSAGES.emailConfirmed });
    const again = await app.inject({ method: 'GET', url: `/api/account/confirmemail/${token}` });
    expect(again.statusCode).toBe(400);
    expect(errorsOf(again)).toEqual([IDENTITY_MESSAGES.invalidToken]);
    expect((await signIn(app, email, 'Blue-Toaster-Morning-7')).response.statusCode).toBe(200);
  });

  it('answers a taken e-mail exactly as a new one, and tells the owner by mail instead', async () => {
    const app = await createIdentityApp();
    const existing = await createAccount();
    const taken = await register(app, registration(existing.email.toUpperCase()));
    const fresh = await register(app, registration(uniqueEmail('other')));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect((await mailsTo(existing.email))[0]!.subject).toMatch(/already have/);
  });

  it.each([
    ['an unknown clientId', { clientId: 'nobody-web' }, 'clientId is not known'],
    ['an ABN with a wrong check digit', { ABN: '51 824 753 557' }, 'Please enter a valid ABN (11 digits).'],
    ['a 10-digit ABN', { ABN: '5182475355' }, 'Please enter a valid ABN (11 digits).'],
    ['an 11-character password', { password: 'Short-pass1' }, PASSWORD_MESSAGES.tooShort],
    ['a common password', { password: 'Password1234!' }, PASSWORD_MESSAGES.common],
    ['a 129-character password', { password: 'x'.repeat(129) }, PASSWORD_MESSAGES.tooLong],
    ['a malformed e-mail', { email: 'robin@' }, 'Please enter a valid email'],
    ['no first name', { firstName: ' ' }, 'firstName is required'],
    ['a phone with letters', { phone: '04ABC' }, 'Please enter a valid phone number'],
  ])('refuses %s with a 400 naming it', async (_case, change, message) => {
    const app = await createIdentityApp();
    const response = await register(app, registration(uniqueEmail('bad'), change));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).join(' ')).toContain(message);
  });

  it('resends a confirmation only to an unconfirmed account, answering the same for any e-mail', async () => {
    const app = await createIdentityApp();
    const unconfirmed = await createAccount({ confirmed: false });
    const answers = await Promise.all(
      [unconfirmed.email, uniqueEmail('nobody')].map((email) =>
        app.inject({ method: 'POST', url: '/api/account/resendconfirmemail', payload: { clientId: 'wa-web', email } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(await tokenMailedTo(unconfirmed.email, '/account/confirm-email')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a confirmation token that was never issued', async () => {
    const app = await createIdentityApp();
    const response = await app.inject({ method: 'GET', url: `/api/account/confirmemail/${'a'.repeat(43)}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown e-mail; only the known one is mailed a link', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const unknown = uniqueEmail('ghost');
    const [known, other] = await Promise.all(
      [account.email, unknown].map((email) =>
        app.inject({ method: 'POST', url: '/api/account/forgotpassword', payload: { clientId: 'wa-web', email } }),
      ),
    );
    expect(known!.statusCode).toBe(200);
    expect(known!.body).toBe(other!.body);
    expect(known!.json()).toEqual({ message: IDENTITY_MESSAGES.resetRequested });
    expect(await tokenMailedTo(account.email, '/account/reset-password')).toMatch(/^[\w-]{43}$/);
    // The unknown address is told it has no account here (the same work as a link, so the timing tells nothing).
    const [told] = await mailsTo(unknown);
    expect(told!.text).toContain('there is no account with it');
    expect(told!.text).not.toMatch(/token=/);
  });

  it('resets once with the mailed token, ends every session and tells the account’s address', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const session = await signedIn(app, account.email);
    await app.inject({ method: 'POST', url: '/api/account/forgotpassword', payload: { clientId: 'wa-web', email: account.email } });
    const token = await tokenMailedTo(account.email, '/account/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/account/resetpassword',
      payload: { token, password: 'Brand-New-Kettle-88' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: IDENTITY_MESSAGES.passwordReset });
    expect((await relogin(app, session.refresh)).response.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/account/getprofile', headers: bearer(session.accessToken) })).statusCode).toBe(
      401,
    );
    expect((await mailsTo(account.email))[0]!.subject).toMatch(/password was changed/);
    expect((await signIn(app, account.email, PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(app, account.email, 'Brand-New-Kettle-88')).response.statusCode).toBe(200);
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/account/resetpassword',
      payload: { token, password: 'Another-Kettle-99' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('a reset link expires after one hour', async () => {
    const clock = testClock();
    const app = await createIdentityApp({ now: clock.now });
    const account = await createAccount();
    await app.inject({ method: 'POST', url: '/api/account/forgotpassword', payload: { clientId: 'wa-web', email: account.email } });
    const token = await tokenMailedTo(account.email, '/account/reset-password');
    clock.advance(60 * 60 * 1000 + 1000);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/account/resetpassword',
      payload: { token, password: 'Brand-New-Kettle-88' },
    });
    expect(reset.statusCode).toBe(400);
    expect(errorsOf(reset)).toEqual([IDENTITY_MESSAGES.invalidToken]);
  });

  it('a new password must meet the policy', async () => {
    const app = await createIdentityApp();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/account/resetpassword',
      payload: { token: 'a'.repeat(43), password: 'short' },
    });
    expect(reset.statusCode).toBe(400);
    expect(errorsOf(reset).join(' ')).toContain(PASSWORD_MESSAGES.tooShort);
  });
});

describe('profile', () => {
  it('needs a signed-in caller', async () => {
    const app = await createIdentityApp();
    expect((await app.inject({ method: 'GET', url: '/api/account/getprofile' })).statusCode).toBe(401);
    const update = await app.inject({ method: 'POST', url: '/api/account/updateprofile', payload: { userId: 'x', clientId: 'wa-web' } });
    expect(update.statusCode).toBe(401);
  });

  it('the demo staff member carries the sales-system fields and the staff role', async () => {
    const app = await createIdentityApp();
    const staff = DEMO_ACCOUNTS.find((account) => account.role === 'staff')!;
    const first = await signIn(app, staff.email, staff.password, '10.8.0.3');
    const renewed = await relogin(app, first.refresh!);
    expect(renewed.body!.account.isStaff).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/api/account/getprofile', headers: bearer(renewed.body!.accessToken) });
    expect(me.json()).toMatchObject({ role: 'staff', isStaff: true, winningUserId: 'WU-1001', salespersonCode: 'SP1001' });
  });

  it('changes the flagged names only', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { accessToken } = await signedIn(app, account.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: bearer(accessToken),
      payload: {
        userId: account.id,
        clientId: 'wa-web',
        firstName: 'Robin',
        firstNameChanged: true,
        lastName: 'Ignored',
        lastNameChanged: false,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Robin', lastName: 'Tester' });
  });

  it('refuses to change another account (403)', async () => {
    const app = await createIdentityApp();
    const mine = await createAccount();
    const theirs = await createAccount();
    const { accessToken } = await signedIn(app, mine.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: bearer(accessToken),
      payload: { userId: theirs.id, clientId: 'wa-web', firstName: 'Mallory', firstNameChanged: true },
    });
    expect(response.statusCode).toBe(403);
    const { db } = await workerDatabase();
    const [row] = await db.select().from(accounts).where(eq(accounts.id, theirs.id));
    expect(row!.firstName).toBe('Pat');
  });

  it('a customer cannot make themselves staff by any field they send', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { accessToken, refresh } = await signedIn(app, account.email);
    const escalation = {
      role: 'staff',
      isStaff: true,
      kind: 'staff',
      winningUserId: 'WU-9999',
      salespersonCode: 'SP9999',
      winningCmsUrl: 'https://evil.example.net',
    };
    const update = await app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: { ...bearer(accessToken), 'x-test-caller': `staff:${account.id}` },
      payload: { userId: account.id, clientId: 'wa-web', ...escalation },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ role: 'customer', isStaff: false, winningUserId: null, salespersonCode: null });
    const registered = await register(app, registration(uniqueEmail('climber'), escalation));
    expect(registered.statusCode).toBe(200);
    const { db } = await workerDatabase();
    const staffRows = await db.select().from(accounts).where(eq(accounts.winningUserId, 'WU-9999'));
    expect(staffRows).toEqual([]);
    const renewed = await relogin(app, refresh);
    expect(renewed.body!.account.isStaff).toBe(false);
  });

  it('an e-mail or password change needs the current password', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { accessToken } = await signedIn(app, account.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: bearer(accessToken),
      payload: {
        userId: account.id,
        clientId: 'wa-web',
        email: uniqueEmail('moved'),
        emailChanged: true,
        currentPassword: 'Not-my-password-1',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([IDENTITY_ERRORS.invalidLogin]);
  });

  it('a password change ends the other sessions, keeps this one and tells the address', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const other = await signedIn(app, account.email);
    const here = await signedIn(app, account.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: bearer(here.accessToken),
      payload: { userId: account.id, clientId: 'wa-web', currentPassword: PASSWORD, newPassword: 'Fresh-Laundry-Basket-5' },
    });
    expect(response.statusCode).toBe(200);
    expect((await relogin(app, other.refresh)).response.statusCode).toBe(401);
    expect((await relogin(app, here.refresh)).response.statusCode).toBe(200);
    expect((await mailsTo(account.email))[0]!.subject).toMatch(/password was changed/);
  });

  it('an e-mail change ends other sessions, mails the old address and asks the new one to confirm', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const other = await signedIn(app, account.email);
    const here = await signedIn(app, account.email);
    const moved = uniqueEmail('moved');
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: bearer(here.accessToken),
      payload: { userId: account.id, clientId: 'wa-web', email: moved, emailChanged: true, currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: moved, emailConfirmed: false });
    expect((await relogin(app, other.refresh)).response.statusCode).toBe(401);
    expect((await mailsTo(account.email))[0]!.subject).toMatch(/^The e-mail address of your .* account was changed$/);
    expect(await tokenMailedTo(moved, '/account/confirm-email')).toMatch(/^[\w-]{43}$/);
  });

  it('an e-mail already used by another account is refused', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const taken = await createAccount();
    const { accessToken } = await signedIn(app, account.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/updateprofile',
      headers: bearer(accessToken),
      payload: { userId: account.id, clientId: 'wa-web', email: taken.email, emailChanged: true, currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a signed-in page', () => {
  it('the refresh cookie alone never signs an API call in', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { refresh } = await signedIn(app, account.email);
    const response = await app.inject({ method: 'GET', url: '/api/account/getprofile', cookies: { [REFRESH_COOKIE]: refresh } });
    expect(response.statusCode).toBe(401);
  });
});
