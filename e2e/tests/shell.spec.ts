import { expect, test } from '@playwright/test';
import { ACCOUNTS, auth, chooseFromMenu, DEMO_PASSWORD, signInFast, tokenOf } from './helpers';

test('a claim guard blocks a page whose claim the role lost, and the menu hides it', async ({ page, request }) => {
  const admin = await request.post('/api/auth/sign-in', { data: { email: 'admin@kuryeofis.test', password: DEMO_PASSWORD } });
  const adminToken = (await admin.json()).accessToken;
  const headers = { authorization: `Bearer ${adminToken}` };
  const roles = await (await request.get('/api/roles', { headers })).json();
  const original: string[] = roles.find((r: { code: string }) => r.code === 'ChiefCarrier').claims;
  const put = await request.put('/api/roles/ChiefCarrier/claims', {
    headers,
    data: { claims: original.filter((c) => c !== 'CarrierRegistryRequestNavigationPermission') },
  });
  expect(put.status()).toBe(200);
  try {
    await signInFast(page, 'chief');
    await page.goto('/chief/daily/delivery/requests');
    await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz yok')).toBeVisible();
    await expect(page.getByTestId('nav').locator('a[href="/chief/daily/delivery/requests"]')).toHaveCount(0);
    await expect(page.getByTestId('nav').locator('a[href="/chief/live-map"]').first()).toBeAttached();
  } finally {
    await request.put('/api/roles/ChiefCarrier/claims', { headers, data: { claims: original } });
  }
});

test('language switch turns the interface English and back', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await chooseFromMenu(page, page.getByTestId('lang-switch'), 'English', page.getByRole('heading', { level: 1, name: 'Users' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await chooseFromMenu(page, page.getByTestId('lang-switch'), 'Türkçe', page.getByRole('heading', { level: 1, name: 'Kullanıcılar' }));
});

test('English comes from /assets/i18n/en.json and survives one failed fetch; three failures keep Turkish and say so', async ({ page }) => {
  const asked: string[] = [];
  let failures = 1;
  await page.route('**/assets/i18n/*.json', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    if (failures-- > 0) await route.abort('connectionreset');
    else await route.continue();
  });
  await signInFast(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  expect(asked, 'Turkish is bundled: nothing is fetched for it').toEqual([]);
  await page.getByTestId('lang-switch').click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(asked).toEqual(['/assets/i18n/en.json', '/assets/i18n/en.json']);

  // English stored, and on the next visit its file unreachable: three tries, then Turkish, with a word about it.
  failures = 3;
  asked.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  await expect(page.getByText('Dil dosyası yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/shell-language-failed.png', animations: 'disabled' });
  expect(asked).toHaveLength(3);
});

test('scheme switch applies the dark scheme', async ({ page }) => {
  await signInFast(page, 'store');
  await page.goto('/store/packet');
  await expect(page.locator('body')).toHaveClass(/light/);
  await page.getByTestId('scheme-switch').click();
  await page.getByRole('menuitem', { name: 'Koyu' }).click();
  await expect(page.locator('body')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/dark/);
});

test('the layout query parameter is overridden by the area, and public pages use the empty layout', async ({ page }) => {
  await page.goto('/carrier-types');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Motosiklet').first()).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText(/6698 sayılı/).first()).toBeVisible();
});

test('forgot password, then a new password through the mailed link', async ({ page, request }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-posta').fill('bagdat-borekcisi@ornek-isletme.test');
  await page.getByRole('button', { name: /gönder/i }).click();
  await expect(page.getByText(/bağlantı/i).first()).toBeVisible();

  const admin = await request.post('/api/auth/sign-in', { data: { email: 'admin@kuryeofis.test', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await admin.json()).accessToken}` };
  const [mail] = await (await request.get('/api/mail/outbox?to=bagdat-borekcisi@ornek-isletme.test&size=1', { headers })).json();
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('Borek.2026');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Borek.2026');
  await page.getByRole('button', { name: /Şifre/ }).click();
  await expect(page.getByText(/şifreniz (güncellendi|değiştirildi|sıfırlandı)/i).first()).toBeVisible();
  const signIn = await request.post('/api/auth/sign-in', { data: { email: 'bagdat-borekcisi@ornek-isletme.test', password: 'Borek.2026' } });
  expect(signIn.status()).toBe(200);
  // Put the demo password back for the other tests.
  await request.post('/api/auth/change-password', {
    headers: { authorization: `Bearer ${(await signIn.json()).accessToken}` },
    data: { currentPassword: 'Borek.2026', newPassword: DEMO_PASSWORD },
  });
});

test('a signed-in user opens a mailed reset link and sets a new password there', async ({ page, request }) => {
  const email = ACCOUNTS.store.email;
  await signInFast(page, 'store');
  await page.goto('/store/packet');
  await expect(page.locator('[data-layout="material"]')).toBeVisible({ timeout: 20_000 });
  expect((await request.post('/api/auth/forgot-password', { data: { email } })).status()).toBeLessThan(300);
  const headers = auth(await tokenOf(request, 'admin'));
  const [mail] = await (await request.get(`/api/mail/outbox?to=${email}&size=1`, { headers })).json();
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('Isletme.2026');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Isletme.2026');
  await page.getByRole('button', { name: /Şifre/ }).click();
  await expect(page.getByText(/şifreniz (güncellendi|değiştirildi|sıfırlandı)/i).first()).toBeVisible();
  const signIn = await request.post('/api/auth/sign-in', { data: { email, password: 'Isletme.2026' } });
  expect(signIn.status()).toBe(200);
  await request.post('/api/auth/change-password', {
    headers: auth((await signIn.json()).accessToken),
    data: { currentPassword: 'Isletme.2026', newPassword: DEMO_PASSWORD },
  });
});

test('an idle office screen locks in place: the token is spent, the password opens it again and the half-typed page is still there', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInFast(page, 'operator');
  await page.goto('/change-password');
  const field = page.locator('#main input[type="password"]').first();
  await field.fill('yarım kalan');
  // The page's own token (the one signed in with was exchanged on start).
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));

  // The default idle period is 30 minutes; the live parts of the page (polls, the socket) do not count as use.
  await page.clock.fastForward('29:00');
  await expect(page.getByTestId('lock-screen')).toHaveCount(0);
  await page.clock.fastForward('01:30');
  const lock = page.getByRole('dialog', { name: 'Oturum kilitlendi' });
  await expect(lock).toBeVisible();
  await expect(lock.getByText('Ekran 30 dakikadır kullanılmadığı için kilitlendi.', { exact: false })).toBeVisible();
  await expect.poll(async () => (await request.get('/api/common/user', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await page.screenshot({ path: 'test-results/screenshots/idle-lock.png' });

  await lock.getByLabel('Şifre').fill('Yanlis.1234');
  await lock.getByRole('button', { name: 'Kilidi aç' }).click();
  await expect(lock.getByRole('alert')).toBeVisible();
  await expect(lock).toBeVisible();

  await lock.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await lock.getByRole('button', { name: 'Kilidi aç' }).click();
  await expect(lock).toHaveCount(0);
  await expect(field).toHaveValue('yarım kalan');
  await expect(page).toHaveURL(/\/change-password$/);
  // The page's calls go on with the new session.
  const fresh = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(fresh).not.toBe(token);
  expect((await request.get('/api/common/user', { headers: { authorization: `Bearer ${fresh}` } })).status()).toBe(200);
});

test('in English, carrier types and the map speak English; in Turkish, the map buttons are Turkish, also after switching on the map', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/admin/live-map');
  await expect(page.getByRole('button', { name: 'Yakınlaştır' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.maplibregl-ctrl-attrib-button')).toHaveAttribute('aria-label', 'Harita kaynaklarını göster');

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/admin/carrier/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).toContainText(/(Motorcycle|Bicycle|Car|Van) courier|Courier on foot/);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(/Motosikletli|Bisikletli|Otomobilli|Panelvan|Yaya Kurye/);

  // The public page lists the types in English alphabetical order, not the API's Turkish one.
  await page.goto('/carrier-types');
  const typeNames = page.getByRole('heading', { level: 2 });
  await expect(typeNames.filter({ hasText: 'Bicycle courier' })).toBeVisible();
  const shown = await typeNames.allTextContents();
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en')));

  await page.goto('/admin/live-map');
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.maplibregl-ctrl-attrib-button')).toHaveAttribute('aria-label', 'Show map sources');
  // With the streets drawn, their credit names OpenStreetMap (in English in both languages) and ours the rest.
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('GeoNames · Natural Earth | © OpenMapTiles © OpenStreetMap contributors');

  // Back to Turkish on the same page: the map's buttons follow without leaving it, the credit keeps its one OpenStreetMap.
  await page.getByTestId('lang-switch').click();
  await page.getByRole('menuitem', { name: /Türkçe/ }).click();
  await expect(page.getByRole('button', { name: 'Yakınlaştır' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  await expect(page.locator('.maplibregl-ctrl-attrib-button')).toHaveAttribute('aria-label', 'Harita kaynaklarını göster');
  await expect(page.locator('canvas.maplibregl-canvas')).toHaveAttribute('aria-label', /^Canlı harita: /);
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('GeoNames · Natural Earth | © OpenMapTiles © OpenStreetMap contributors');
});
