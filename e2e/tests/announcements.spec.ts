import { expect, test, type Browser } from '@playwright/test';
import { ACCOUNTS, auth, DEMO_PASSWORD, shooter, signInFast } from './helpers';

/**
 * Announcements end to end: the admin writes one for the Kadıköy zone through the form; the demo store (Kadıköy) sees
 * the badge, reads it in the Duyurular dialog, closing it clears the badge, and the admin's history shows the view; a
 * store in another zone never sees it.
 */
// Three browsers and a rich-text form: on a loaded machine the flow has taken over 90 s.
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const shot = shooter('announcements-', { fullPage: true });
// The viewport only, for an open dialog: a full-page shot resizes the page for a moment (it once closed the dialog, when
// a resize across the phone breakpoint still started the header's tools over; see the step below).
const viewportShot = shooter('announcements-');

async function pageWithToken(browser: Browser, token: string) {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return context.newPage();
}

test('admin announces to one zone; a store there reads it, a store elsewhere does not', async ({ page, browser, request }) => {
  const title = `Bölge duyurusu ${Date.now().toString(36)}`;
  const adminToken = await signInFast(page, 'admin');

  // A store outside Kadıköy, signed in with the demo password.
  const stores = (await (await request.get('/api/stores?size=100', { headers: auth(adminToken) })).json()).items as { id: string; zoneName: string }[];
  const outside = stores.find((s) => s.zoneName !== 'Kadıköy')!;
  const outsideEmail = (await (await request.get(`/api/stores/${outside.id}`, { headers: auth(adminToken) })).json()).email as string;
  const outsideToken = (await (await request.post('/api/auth/sign-in', { data: { email: outsideEmail, password: DEMO_PASSWORD } })).json())
    .accessToken as string;
  const storeToken = (await (await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS.store.email, password: DEMO_PASSWORD } })).json())
    .accessToken as string;
  const unreadBefore = (await (await request.get('/api/Announcement/GetUnreadCount', { headers: auth(storeToken) })).json()).unreadCount as number;

  // The admin writes it through the form, for the Kadıköy zone.
  await page.goto('/admin/announcement-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Duyurular' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Yeni duyuru' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Duyuru' })).toBeVisible();
  await page.getByRole('button', { name: 'Duyuruyu kaydet' }).click();
  await expect(page.getByText('Başlık zorunludur.')).toBeVisible();
  await page.getByLabel('Başlık', { exact: true }).fill(title);
  // The content through the rich-text editor: a paragraph, a bold one from the toolbar, a link from its box.
  const content = page.getByRole('textbox', { name: 'İçerik' });
  await content.click();
  await page.keyboard.type('Yarın 10:00–12:00 arası Kadıköy bölgesinde yol çalışması var.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await expect(page.getByRole('button', { name: 'Kalın' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Teslimatlar gecikebilir.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type('Ayrıntılar');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Bağlantı' }).click();
  await page.getByLabel('Bağlantı adresi').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bu adres kullanılamaz.' })).toBeVisible();
  await page.getByLabel('Bağlantı adresi').fill('ibb.istanbul/yol-calismalari');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(content.locator('a[href="https://ibb.istanbul/yol-calismalari"]')).toHaveText('Ayrıntılar');
  await page.getByLabel('Seçilen bölgelerdeki işletmeler').check();
  await page.getByRole('combobox', { name: 'Bölgeler' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Kadıköy' }).click();
  await page.keyboard.press('Escape');
  await shot(page, 'form');
  await page.getByRole('button', { name: 'Duyuruyu kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/announcement-list$/);
  const row = page.getByTestId('announcement-table').getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Yayında');
  await expect(row).toContainText('1 bölge');
  await shot(page, 'list');

  // The store in Kadıköy: badge, dialog, close → badge clears.
  const store = await pageWithToken(browser, storeToken);
  await store.goto('/store/packet');
  const badge = store.getByTestId('announcement-badge');
  await expect(badge).toContainText(String(unreadBefore + 1), { timeout: 20_000 });
  await store.getByTestId('announcement-bell').click();
  const dialog = store.getByRole('dialog', { name: 'Duyurular' });
  // This try's announcement only: a first try that failed left its own, still unread, in the list.
  const item = dialog.getByRole('article').filter({ has: store.getByRole('heading', { name: title }) });
  await expect(item).toBeVisible();
  await expect(item.locator('strong', { hasText: 'Teslimatlar gecikebilir.' })).toBeVisible();
  await expect(item.getByRole('link', { name: 'Ayrıntılar' })).toHaveAttribute('href', 'https://ibb.istanbul/yol-calismalari');
  await expect(item).toContainText(/\d{4} (Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar) \d{2}:\d{2} tarihine kadar/);
  await viewportShot(store, 'dialog');
  // A window crossing the phone breakpoint swaps the shell (the tools fold into a panel); the open dialog stays open.
  await store.setViewportSize({ width: 800, height: 900 });
  await expect(store.getByTestId('header-more')).toBeVisible();
  await expect(item).toBeVisible();
  await store.setViewportSize({ width: 1440, height: 900 });
  await expect(store.getByTestId('header-more')).toBeHidden();
  await expect(item).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0, { timeout: 15_000 });
  await expect(store.getByTestId('announcement-bell')).toHaveAccessibleName('Duyurular');

  // The store elsewhere: no badge for it, not in the dialog.
  const other = await pageWithToken(browser, outsideToken);
  await other.goto('/store/packet');
  await other.getByTestId('announcement-bell').click();
  const otherDialog = other.getByRole('dialog', { name: 'Duyurular' });
  await expect(otherDialog.getByText('Geçmiş duyuruları göster')).toBeVisible();
  await expect(otherDialog.getByTestId('announcement-items')).not.toContainText(title);
  await otherDialog.getByText('Geçmiş duyuruları göster').click();
  await expect(otherDialog.getByTestId('announcement-items')).not.toContainText(title);
  await shot(other, 'other-zone');

  // The admin's history shows the store's view.
  await row.getByRole('link', { name: 'Geçmiş' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duyuru Geçmişi' })).toBeVisible();
  const views = page.getByTestId('announcement-views');
  await expect(views.getByRole('row', { name: /Kadıköy/ }).first()).toBeVisible();
  await expect(views).not.toContainText(outside.zoneName === 'Kadıköy' ? 'never' : `${outside.zoneName}`);
  await expect(page.getByText('1 / ')).toBeVisible();
  await shot(page, 'history');
});
