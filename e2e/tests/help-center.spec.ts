import { expect, test, type Browser } from '@playwright/test';
import { newStore, shooter, signInFast } from './helpers';

/**
 * The help center, the contacts directory and the outgoing mail end to end: a store of the flow's own finds the top-up
 * guide by searching the help center (and by the `?` of its top-up page); the admin finds that store in the contacts
 * and its set-password mail among the outgoing mail.
 */
test.describe.configure({ timeout: 90_000 });

const shot = shooter('help-center-', { fullPage: true });

async function pageWithToken(browser: Browser, token: string, width = 1440) {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return context.newPage();
}

test('a store finds the top-up guide by searching the help center', async ({ browser, request }) => {
  const store = await newStore(request, `Yardım Büfe ${Date.now().toString(36)}`);
  const page = await pageWithToken(browser, store.token);

  await page.goto('/store/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Yardım Merkezi' })).toBeVisible({ timeout: 30_000 });
  // Only the store's own categories: no office guide.
  await expect(page.getByTestId('help-guide-category')).toHaveCount(1);
  await expect(page.getByText('Ofis için')).toHaveCount(0);

  // One letter sends nothing; "kontor yukle" (without Turkish letters) finds the guide.
  const search = page.getByLabel('Yardım merkezinde ara');
  await search.fill('k');
  await expect(page.getByTestId('help-search-results')).toBeEmpty();
  await search.fill('kontor yukle');
  const result = page.getByTestId('help-search-results').getByRole('link', { name: 'Kontör yükleme' });
  await expect(result).toBeVisible();
  await shot(page, 'search');
  await result.click();
  await expect(page).toHaveURL(/\/store\/help-center\/guides\/isletmeler-icin\/kontor-yukleme$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontör yükleme' })).toBeVisible();
  await expect(page.getByTestId('help-guide')).toContainText('Ödemeye geç');
  await shot(page, 'guide');

  // The top-up page's "?" leads to the same guide.
  await page.goto('/store/credit/buy');
  await page.getByTestId('page-help').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontör yükleme' })).toBeVisible();
});

test('the admin finds a store in the contacts and its set-password mail in the outgoing mail', async ({ page, request }) => {
  const name = `Rehber Kafe ${Date.now().toString(36)}`;
  const store = await newStore(request, name);
  await signInFast(page, 'admin');

  await page.goto('/admin/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Rehber' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('İsimle ara').fill(name.toLocaleLowerCase('tr').replace('ü', 'u'));
  await page.getByLabel('İsimle ara').press('Enter');
  await page.getByTestId('contact-table').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'İşletme kaydını aç' })).toBeVisible();
  await shot(page, 'contact');
  await page.getByTestId('contact-chat').click();
  await expect(page.getByRole('dialog', { name: 'Mesajlar' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Giden E-postalar' })).toBeVisible();
  await page.getByLabel('Alıcı ya da konu ara').fill(store.email);
  await page.getByLabel('Alıcı ya da konu ara').press('Enter');
  const row = page.getByTestId('mail-table').getByRole('row').filter({ hasText: store.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Yerel kutuda');
  await row.getByRole('button').first().click();
  await expect(page.getByTestId('mail-text')).toContainText('/reset-password?token=');
  await shot(page, 'mailbox');
});
