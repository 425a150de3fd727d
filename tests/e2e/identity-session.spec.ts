import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';
import { accountNav, signInWithKeyboard } from './support/identity';

test.use({ baseURL: WA_URL });

const customer = DEMO_ACCOUNTS.find((account) => account.key === 'customer')!;
const staff = DEMO_ACCOUNTS.find((account) => account.key === 'staff')!;

test('an expired session saves the page, asks for a login with exp=true and returns there after it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/account/login?returnUrl=%2Fstores');
  await waitForHydration(page);
  await signInWithKeyboard(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/stores$/);
  await expect(accountNav(page).getByRole('link', { name: `Hi, ${customer.firstName}` })).toBeVisible();

  // The page the shopper is reading when the session runs out.
  const [store] = (await (await page.request.get('/api/store')).json()) as { storeUri: string }[];
  const storePath = `/stores/${store!.storeUri}`;
  await page.goto(`${storePath}?from=test`);
  await waitForHydration(page);

  // The renew cannot get through, so the token runs out: the spec's expired path follows.
  await page.route('**/api/account/relogin', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.clock.fastForward('11:00');
  await expect(page).toHaveURL(/\/account\/login\?exp=true$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your session has expired. Please log in again.');
  expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBe(`${storePath}?from=test`);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();

  // The server's clock did not move: bring the page's back before the new tokens arrive.
  await page.unroute('**/api/account/relogin');
  await page.clock.setSystemTime(new Date());
  await waitForHydration(page);
  await expect(page.locator('input[name="returnUrl"]')).toHaveValue(`${storePath}?from=test`);
  await signInWithKeyboard(page, customer.email, customer.password);
  await expect(page).toHaveURL(`${WA_URL}${storePath}?from=test`);
  await expect(accountNav(page).getByRole('link', { name: `Hi, ${customer.firstName}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBeNull();
});

test('the session renews silently before the token runs out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/account/login?returnUrl=%2Fstores');
  await waitForHydration(page);
  await signInWithKeyboard(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/stores$/);
  await waitForHydration(page);
  const before = await page.evaluate(() => localStorage.getItem('access_token'));
  const renewed = page.waitForResponse('**/api/account/relogin');
  // Up to 900 ms before the end: no renew yet; then it runs.
  const expiresAt = await page.evaluate(
    () => JSON.parse(atob(localStorage.getItem('access_token')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp * 1000,
  );
  // Time stands still from here, so the 900 ms are the test's, not a busy machine's.
  await page.clock.pauseAt(Date.now() + 1000);
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(expiresAt - now - 900);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(before);
  await page.clock.runFor(2);
  expect((await renewed).status()).toBe(200);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(before);
  await expect(page).toHaveURL(/\/stores$/);
});

test('showlogin in any letter case opens the login, which returns to the page', async ({ page }) => {
  await page.goto('/stores?ShowLogin=true&sort=name');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fstores%3Fsort%3Dname$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
  await expect(page.locator('input[name="returnUrl"]')).toHaveValue('/stores?sort=name');
});

test('the demo staff member signs in at account/internal/login and lands on /project', async ({ page }) => {
  await page.goto('/account/internal/login');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Staff Log In | Wattle & Co Appliances');
  await signInWithKeyboard(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  await expect(accountNav(page).getByRole('link', { name: `Hi, ${staff.firstName}` })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form still signs in: the server knows the account from its cookie', async ({ page }) => {
    // The form carries the site's public origin (PUBLIC_URL); this test's server is not on that
    // host, so the page is served as if it were: its origin field names the server under test.
    await page.route(/\/account\/login\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('value="https://www.wattleco.com.au"', `value="${WA_URL}"`);
      await route.fulfill({ response, body });
    });
    await page.goto('/account/login?returnUrl=%2Fstores');
    await page.getByRole('main').getByLabel('Email').fill(customer.email);
    await page.getByRole('main').getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/blank\/account\/login-callback\?returnUrl=%2Fstores&nonce=/);
    await page.getByRole('main').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(accountNav(page).getByRole('link', { name: `Hi, ${customer.firstName}` })).toBeVisible();
  });
});

test('social sign-in through the sandbox provider comes back signed in, and a cancel comes back to the login', async ({ page }) => {
  await page.goto('/account/login?returnUrl=%2Fstores');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue with Sandbox ID' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with the sandbox provider');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(accountNav(page).getByRole('link', { name: 'Hi, Sandy' })).toBeVisible();

  await accountNav(page).getByRole('link', { name: 'Log Out' }).click();
  // The logout page ends the session and goes home.
  await expect(page).toHaveURL(`${WA_URL}/`);
  await expect(accountNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/account/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue with Sandbox ID' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account\/login\?error=cancelled/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Something has gone wrong, Please try again.');
});
