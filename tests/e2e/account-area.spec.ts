import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

/**
 * The signed-in account area in a real browser: sign in as a demo customer through the login page,
 * then edit the profile, open an order, add and delete addresses with the phone rules of document 3
 * section 5. Needs the identity server and login pages (branches identity-server and identity-web).
 */
const customer = DEMO_ACCOUNTS.find((account) => account.key === 'customer')!;
const secondCustomer = DEMO_ACCOUNTS.find((account) => account.key === 'secondCustomer')!;

async function signInToAccount(page: Page, account: { email: string; password: string }) {
  await page.goto('/account/login?returnUrl=%2Faccount');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await waitForHydration(page);
  await expect(page.getByText(`Welcome back, ${account === customer ? 'Jane' : 'Sam'}.`)).toBeVisible();
}

test.describe('the account area (wa)', () => {
  test.use({ baseURL: WA_URL });

  test('edits the profile with the keyboard, showing the phone rules’ texts', async ({ page }) => {
    await signInToAccount(page, secondCustomer);
    const phone = page.getByLabel('Phone');
    await phone.fill('9876 5432');
    await phone.press('Tab');
    await expect(page.getByText('Please include the area code, e.g. 02 9876 5432.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('02 9876 5432');
    await page.getByLabel('First name').fill('Samantha');
    await page.getByLabel('First name').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated!' })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('First name')).toHaveValue('Samantha');
    await expect(page.getByLabel('Phone')).toHaveValue('02 9876 5432');
    await expectNoWcag22Violations(page);
  });

  test('opens an invoiced order with its lines, delivery, payment and totals', async ({ page }) => {
    await signInToAccount(page, customer);
    await page.getByRole('link', { name: 'View order W9000002' }).click();
    const order = page.getByRole('article', { name: 'Order W9000002' });
    await expect(order.getByRole('heading', { name: 'Order W9000002' })).toBeFocused();
    await expect(order).toContainText('PayPal (captured)');
    await expect(order).toContainText('Coupon WELCOME20');
    await expect(order.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(2);
    await expectNoWcag22Violations(page);
    await order.getByRole('link', { name: 'Close order W9000002' }).click();
    await expect(order).toHaveCount(0);
  });

  test('adds an address after fixing a landline to a mobile, then deletes it', async ({ page }) => {
    await signInToAccount(page, customer);
    const book = page.locator('#addresses');
    await book.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('First name').last().fill('Jane');
    await page.getByLabel('Last name').last().fill('Citizen');
    await page.getByLabel('Street address').fill('3 Banksia Lane');
    await page.getByLabel('Suburb').fill('Newtown');
    await page.getByLabel('State').selectOption('NSW');
    await page.getByLabel('Postcode').fill('2042');
    await page.getByLabel('Mobile number').fill('02 9876 5432');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(book.getByText('not an Australian mobile number')).toBeVisible();
    await page.getByLabel('Mobile number').fill('0423 456 789');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(book.getByRole('status')).toHaveText('Address added.');
    await expect(book.getByRole('listitem').filter({ hasText: '3 Banksia Lane' })).toContainText('Newtown NSW 2042');
    await expectNoWcag22Violations(page);

    await book.getByRole('button', { name: 'Delete address 3 Banksia Lane' }).click();
    await expect(book.getByRole('status')).toHaveText('Address deleted.');
    await expect(book.getByText('3 Banksia Lane')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('#addresses').getByText('3 Banksia Lane')).toHaveCount(0);
  });
});

test.describe('the account area (aol-nz)', () => {
  test.use({ baseURL: NZ_URL });

  test('keeps New Zealand addresses without a state and NZ mobile rules', async ({ page }) => {
    await signInToAccount(page, customer);
    const book = page.locator('#addresses');
    await expect(book.getByRole('listitem').first()).toContainText('Ponsonby 1011');
    await book.getByRole('button', { name: 'Edit address 8 Kauri Road' }).click();
    await expect(page.getByLabel('State')).toHaveCount(0);
    await page.getByLabel('Mobile number').fill('09 123 4567');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(book.getByText('not a NZ mobile number')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(book.getByRole('button', { name: 'Add an address' })).toBeFocused();
  });

  test('changes the e-mail with the current password, through the identity service', async ({ page }) => {
    await signInToAccount(page, secondCustomer);
    await page.getByRole('button', { name: 'Change email' }).click();
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('New email').fill('sam.taylor.nz@example.com');
    await form.getByLabel('Current password').fill(secondCustomer.password);
    await form.getByRole('button', { name: 'Save email' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is now sam.taylor.nz@example.com.' })).toBeVisible();
    await expect(page.getByText('Email sam.taylor.nz@example.com')).toBeVisible();
    await expectNoWcag22Violations(page);
  });
});
