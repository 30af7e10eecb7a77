import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, fillSignIn, signIn, signInFast, type AccountKey } from './helpers';

const areaAccounts: AccountKey[] = ['admin', 'operator', 'chief', 'accountant', 'store'];

for (const key of areaAccounts) {
  test(`${key} signs in and lands in its area with its menu`, async ({ page }) => {
    await signIn(page, key);
    const { menuLink, home } = ACCOUNTS[key];
    const nav = page.getByTestId('nav');
    await expect(nav.locator(`a[href="${menuLink}"]`).first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/${key}-${home.split('/').pop()}.png`, fullPage: true });
  });
}

test('the courier account lands in the courier app', async ({ page }) => {
  await signIn(page, 'carrier');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wrong password shows the Turkish error and keeps the guest on sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await fillSignIn(page, 'admin@kuryeofis.test', 'Yanlis.9999');
  await expect(page.getByText('E-posta adresi veya şifre hatalı.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  // The focus stays on the form, on the password to type again, not on the page body.
  await expect(page.getByLabel('Şifre', { exact: true })).toBeFocused();
});

test('invalid fields are explained next to them', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-posta').fill('admin@');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
});

test('redirectURL round trip: a guest is sent to sign-in and back to the page asked for', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fadmin%2Fusers/);
  await fillSignIn(page, ACCOUNTS.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('guest-only pages send a signed-in user to their area; signed-in pages send a guest to sign-in', async ({ page, context }) => {
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fchange-password/);
  await signInFast(page, 'chief');
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/chief\/live-map$/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/chief\/live-map$/);
  // The role guard looks at the first role only: a chief has no admin area, so it is "not found" in the chief's own.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/chief\/not-found$/);
  await context.clearCookies();
});

test('unknown paths send a guest to the landing page', async ({ page }) => {
  await page.goto('/bu/sayfa/yok');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user on an unknown or another role\'s address stays in their own area: "Sayfa bulunamadı"', async ({ page }) => {
  await signInFast(page, 'store');
  for (const [address, shot] of [
    ['/chief/store-request-list', 'other-area'],
    ['/store/bu-sayfa-yok', 'own-area'],
    ['/bu/sayfa/yok', 'no-area'],
  ] as const) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/store\/(not-found|bu-sayfa-yok)$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    // Inside the store's own shell: its menu is there.
    await expect(page.getByTestId('nav').locator(`a[href="${ACCOUNTS.store.menuLink}"]`).first()).toBeAttached();
    await page.screenshot({ path: `test-results/screenshots/not-found-${shot}.png` });
  }
  await page.getByRole('button', { name: 'Ana sayfama git' }).click();
  await expect(page).toHaveURL(new RegExp(`${ACCOUNTS.store.home}$`));
});

test('sign-out ends the session', async ({ page }) => {
  await signIn(page, 'accountant');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/sign-out|\/sign-in/);
  await expect(page.getByText('Çıkış yaptınız').first()).toBeVisible();
  await page.goto('/accounting');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the sign-in page loads at most 300 kB of compressed JavaScript', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto('/sign-in', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  console.log(`sign-in first load: ${(total / 1024).toFixed(1)} kB of JavaScript over the wire (${scripts.length} files)`);
  expect(total).toBeGreaterThan(10_000);
  expect(total).toBeLessThanOrEqual(300 * 1024);
});

test('a signed-in first load asks for the session first and the page in few scripts', async ({ page }) => {
  await signInFast(page, 'store');
  const asked: { url: string; type: string }[] = [];
  page.on('request', (request) => asked.push({ url: new URL(request.url()).pathname, type: request.resourceType() }));
  const scriptTexts: Promise<string>[] = [];
  page.on('response', (response) => void (response.request().resourceType() === 'script' && scriptTexts.push(response.text())));
  await page.goto('/store/packet', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Over HTTP/1.1 a browser has six connections per host: a session check asked for after the page's chunks waits
  // behind them, and every chunk costs a request.
  const session = asked.findIndex((r) => r.url === '/api/auth/sign-in-with-token');
  const pageChunk = asked.findIndex((r) => /\/store-packet-page-[\w-]+\.js$/.test(r.url));
  expect(session).toBeGreaterThanOrEqual(0);
  expect(pageChunk).toBeGreaterThan(session);
  const scripts = asked.filter((r) => r.type === 'script').length;
  console.log(`store packet page first load: ${scripts} scripts, session check asked for ${session + 1}th of ${asked.length} requests`);
  expect(scripts).toBeLessThanOrEqual(40);
  // The build groups shared code into chunks: none may bring the map library (it names itself) to a page without a map.
  expect((await Promise.all(scriptTexts)).filter((text) => text.includes('MapLibre'))).toHaveLength(0);
});
