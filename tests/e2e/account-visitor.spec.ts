import { expect, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

test.use({ baseURL: WA_URL });

test('a visitor at /account is asked to log in, with a keyboard-reachable link, and the page is axe clean', async ({
  page,
  consoleGuard,
}) => {
  // The account call answers 401 to a visitor: that is the answer the page acts on, not a fault.
  consoleGuard.allow(/status of 401/);
  await page.goto('/account');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Please log in to see your details, orders and saved addresses.')).toBeVisible();
  const login = page.getByRole('main').getByRole('link', { name: 'Log in' });
  await expect(login).toHaveAttribute('href', '/account/login');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/account/logout');
  await expectNoWcag22Violations(page);
});
