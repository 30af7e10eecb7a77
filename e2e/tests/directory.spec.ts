import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fillSignIn, money, shooter, signInFast, tokenOf } from './helpers';

/**
 * Applications, stores and couriers against the real server: a visitor applies as a courier, the zone operator
 * approves, the new courier sets a password from the mail and signs in; the accountant posts a manual credit; the
 * store list filters and pages.
 */
test.describe.configure({ timeout: 90_000 });

const shot = shooter('dir-', { fullPage: true, animations: 'disabled' });

/** A valid T.C. kimlik no: 9 random digits (first not 0) and the two check digits. */
function validTcKimlik(): string {
  const d = [1 + Math.floor(Math.random() * 9), ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))];
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((s, x) => s + x, 0) % 10);
  return d.join('');
}
/** The same number with a wrong last check digit. */
const invalidTcKimlik = (valid: string) => valid.slice(0, 10) + String((Number(valid[10]) + 1) % 10);

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return res.json() as Promise<T>;
}

/**
 * Picks an option of an antd Select (search enabled) by typing it and pressing Enter on the filtered list. (Clicking
 * the option races the closing animation of the previous select's dropdown, which holds options of the same name.)
 */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await field.fill(option);
  await expect(page.locator('.ant-select-item-option-active', { hasText: option }).first()).toBeAttached();
  await field.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText(option);
}

/** The form item (label, control and its messages) around a labelled control. */
const formItemOf = (page: Page, control: Locator) => page.locator('.ant-form-item').filter({ has: control });

const stamp = Date.now();
const applicant = {
  name: 'Deniz',
  surname: `Yılmaz${stamp % 100000}`,
  email: `kurye.${stamp}@example.com`,
  phone: `0532 ${String(stamp).slice(-7, -4)} ${String(stamp).slice(-4, -2)} ${String(stamp).slice(-2)}`,
};
const NEW_PASSWORD = 'Yeni.Sifre123';

/** The application's life: the second step reviews what the first submitted. */
test.describe.serial('a courier application', () => {
  test('a visitor applies as a courier: the wrong T.C. kimlik no is caught next to the field, then the application goes through', async ({ page, request }) => {
    const types = (await (await request.get('/api/carrier-types')).json()) as { id: string; code: string; name: string }[];
    expect(types.length).toBeGreaterThan(0);
    const type = types[0];

    await page.goto(`/carrier-application/${encodeURIComponent(type.code)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kurye başvurusu' })).toBeVisible();
    // The address names the carrier type: it is chosen already.
    await expect(page.getByRole('radio', { name: new RegExp(type.name) })).toBeChecked();

    const valid = validTcKimlik();
    await page.getByLabel('Ad', { exact: true }).fill(applicant.name);
    await page.getByLabel('Soyad', { exact: true }).fill(applicant.surname);
    const tc = page.getByLabel('T.C. kimlik no');
    await tc.fill(invalidTcKimlik(valid));
    await page.getByLabel('Cep telefonu').fill(applicant.phone);
    await page.getByLabel('E-posta adresi').fill(applicant.email);
    await choose(page, page.getByLabel('İl', { exact: true }), 'İstanbul');
    await choose(page, page.getByLabel('İlçe', { exact: true }), 'Kadıköy');
    await choose(page, page.getByLabel('Bölge (isteğe bağlı)'), 'Kadıköy');
    await page.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }).check();
    await expect(page.getByRole('link', { name: 'KVKK aydınlatma metnini' })).toHaveAttribute('href', '/privacy-policy');

    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    const tcItem = formItemOf(page, tc);
    await expect(tcItem.getByText('Geçerli bir T.C. kimlik numarası girin; numara doğrulanamadı.')).toBeVisible();
    await expect(tc).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/carrier-application/);
    await shot(page, 'carrier-application-error');

    // Fewer digits: a different message, still next to the field.
    await tc.fill('1234');
    await tc.blur();
    await expect(tcItem.getByText('T.C. kimlik numarası 11 haneli olmalıdır.')).toBeVisible();

    await tc.fill(valid);
    await tc.blur();
    await expect(tcItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Başvurunuz alındı' })).toBeVisible();
    await expect(page.getByText(applicant.email)).toBeVisible();
    await shot(page, 'carrier-application-done');
  });

  test('the zone operator approves the application; the new courier sets a password from the mail and signs in', async ({ page, browser, request }) => {
    await signInFast(page, 'operator');
    await page.goto('/zone-operator/carrier/registry/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurye Başvuruları' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bekleyen', selected: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: applicant.email });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Kadıköy');
    await shot(page, 'carrier-registry-list');

    await row.getByRole('link', { name: `İncele: ${applicant.name} ${applicant.surname} başvurusu` }).click();
    await expect(page).toHaveURL(/\/zone-operator\/carrier\/registry\/details\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Kurye Başvurusu Detayı' })).toBeVisible();
    await expect(page.getByText(applicant.email).first()).toBeVisible();
    await shot(page, 'carrier-registry-details');

    await page.getByRole('button', { name: 'Onayla' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('şifre belirleme bağlantısı');
    // The approval's answer is awaited on its own (under a loaded run it took longer than an expectation waits) and
    // shown when it is not a success, so a failure says why.
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/approve'));
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    const approved = await answer;
    expect(approved.status(), await approved.text()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Başvuru onaylandı' }).first()).toBeVisible();
    await expect(page.getByText('Onaylandı', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Onayla' })).toHaveCount(0);
    await shot(page, 'carrier-registry-approved');

    // The set-password mail, read through the admin-only outbox.
    const adminToken = await tokenOf(request, 'admin');
    const mails = await apiGet<{ text: string }[]>(request, adminToken, `/api/mail/outbox?to=${encodeURIComponent(applicant.email)}&size=1`);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/reset-password\?token=[^\s]+/.exec(mails[0].text)?.[0];
    expect(link, mails[0].text).toBeTruthy();
    const url = new URL(link!);

    const guest = await browser.newContext();
    const visitor = await guest.newPage();
    await visitor.goto(url.pathname + url.search);
    await visitor.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
    await visitor.getByLabel('Yeni şifre (tekrar)').fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(visitor.getByText('Şifreniz değiştirildi')).toBeVisible();
    await visitor.goto('/sign-in');
    await fillSignIn(visitor, applicant.email, NEW_PASSWORD);
    await expect(visitor).toHaveURL(/\/courier$/);
    await guest.close();
  });
});

test('the accountant posts a manual credit and sees the new balance', async ({ page, request }) => {
  const token = await signInFast(page, 'accountant');
  const stores = await apiGet<{ items: { id: string; name: string }[] }>(request, token, '/api/stores?size=5&sort=name');
  const store = stores.items[0];
  const before = (await apiGet<{ balance: number }>(request, token, `/api/stores/${store.id}`)).balance;

  await page.goto('/accounting/store/list');
  await expect(page.getByRole('heading', { level: 1, name: 'İşletmeler' })).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: store.name })
    .getByRole('link', { name: `Kontör / borç işle: ${store.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/accounting/store/credit/${store.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'İşletme Kontör Hareketleri' })).toBeVisible();
  await expect(page.getByText(money(before)).first()).toBeVisible();

  // The reason is required; zero is not an amount.
  await page.getByRole('button', { name: 'İşlemi kaydet' }).click();
  await expect(page.getByText('Tutar zorunludur.')).toBeVisible();
  await expect(page.getByText('Açıklama zorunludur.')).toBeVisible();

  await page.getByLabel('Tutar (TL)').fill('125,50');
  await page.getByLabel('Açıklama').fill('Havale ile ödeme, dekont 4711');
  await page.getByRole('button', { name: 'İşlemi kaydet' }).click();
  await expect(page.getByTestId('credit-result-balance')).toHaveText(`Yeni bakiye: ${money(before + 12550)}`);
  await expect(page.getByRole('status').filter({ hasText: `${money(12550)} kontör işlendi.` })).toBeVisible();
  await shot(page, 'store-credit');
  const after = (await apiGet<{ balance: number }>(request, token, `/api/stores/${store.id}`)).balance;
  expect(after).toBe(before + 12550);

  // The details page shows the new balance and the entry.
  await page.goto(`/accounting/store/details/${store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await expect(page.getByText(money(after)).first()).toBeVisible();
  await expect(page.getByText('Havale ile ödeme, dekont 4711').first()).toBeVisible();
  await shot(page, 'store-details');
});

test('the store list searches, filters by zone and status, sorts and pages on the server', async ({ page, request }) => {
  const token = await signInFast(page, 'admin');
  const all = await apiGet<{ total: number }>(request, token, '/api/stores?size=1');
  expect(all.total).toBeGreaterThan(10);

  await page.goto('/admin/store/list?size=10');
  await expect(page.getByRole('heading', { level: 1, name: 'İşletmeler' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(`Toplam ${all.total} kayıt`)).toBeVisible();
  await expect(rows.first().locator('td').nth(4)).toContainText('₺');
  await shot(page, 'store-list');

  const firstOnPage1 = await rows.first().locator('td').first().innerText();
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first().locator('td').first()).not.toHaveText(firstOnPage1);

  // Sorting by name descending comes back from the server (and starts again at page 1).
  const namesAscending = await rows.locator('td:first-child').allInnerTexts();
  await page.getByRole('columnheader', { name: /İşletme adı/ }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows.first().locator('td').first()).not.toHaveText(namesAscending[0]);

  // Search.
  await page.getByRole('searchbox', { name: 'Ara' }).fill('Moda');
  await page.getByRole('searchbox', { name: 'Ara' }).press('Enter');
  await expect(page).toHaveURL(/q=Moda/);
  await expect(rows.filter({ hasText: 'Moda Dürüm Evi' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await expect(page).not.toHaveURL(/q=/);

  // Zone filter: every row is in Kadıköy.
  await choose(page, page.getByRole('combobox', { name: 'Bölge filtresi' }), 'Kadıköy');
  await expect(page).toHaveURL(/zoneId=/);
  await expect(rows.locator('td:nth-child(2)').filter({ hasNotText: 'Kadıköy' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Kadıköy');

  // Status filter: inactive only — every row (if any) is Pasif.
  await page.getByRole('combobox', { name: 'Durum filtresi' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Pasif' }).click();
  await expect(page).toHaveURL(/active=false/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').filter({ hasNotText: 'Pasif' })).toHaveCount(0);
  await shot(page, 'store-list-filtered');
});

test('couriers: list filters and the details page', async ({ page }) => {
  await signInFast(page, 'operator');
  await page.goto('/zone-operator/carrier/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Kuryeler' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await shot(page, 'carrier-list');
  await page.getByRole('combobox', { name: 'Joker filtresi' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Yalnızca joker' }).click();
  await expect(page).toHaveURL(/isJoker=true/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(6)').filter({ hasNotText: 'Joker' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();

  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/zone-operator\/carrier\/details\//);
  await expect(page.getByRole('heading', { name: 'Bugünkü çalışma' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Son konum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Askıya al' })).toBeVisible();
  await shot(page, 'carrier-details');
});

test('the store application form validates its own fields', async ({ page }) => {
  await page.goto('/store-application');
  await expect(page.getByRole('heading', { level: 1, name: 'İşletme başvurusu' })).toBeVisible();
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(page.getByText('T.C. kimlik no zorunludur.')).toBeVisible();
  await expect(page.getByText('İşletme adı zorunludur.')).toBeVisible();
  await expect(page.getByText('Başvurmak için KVKK aydınlatma metnini onaylamanız gerekir.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Konumumu kullan' })).toBeVisible();
  await shot(page, 'store-application-errors');
});
