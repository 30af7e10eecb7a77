import { expect, test } from '@playwright/test';
import { auth, chooseOption, shooter, signInFast, tokenOf } from './helpers';

const shot = shooter('documents-', { animations: 'disabled' });

/** A valid T.C. kimlik no (the eleven-digit check the form runs). */
function tcKimlik(): string {
  const d = [1 + Math.floor(Math.random() * 9), ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))];
  const tenth = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return [...d, tenth, eleventh].join('');
}

/** A tiny real PDF: the server reads its type from these bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('an applicant uploads a document with the application; the zone operator previews and approves it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `belge.${stamp}@example.com`;
  await page.goto('/carrier-application/motorcycle');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye başvurusu' })).toBeVisible({ timeout: 60_000 });
  // The motorcycle courier's documents are asked for on the form.
  const file = page.getByLabel('Araç ruhsatı');
  await file.setInputFiles({ name: 'ruhsat.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Yüklendi: ruhsat.pdf')).toBeVisible();
  await page.getByLabel('Ad', { exact: true }).fill('Belgeli');
  await page.getByLabel('Soyad', { exact: true }).fill(`Kurye${stamp % 10000}`);
  await page.getByLabel('T.C. kimlik no').fill(tcKimlik());
  await page.getByLabel('Cep telefonu').fill(`0532 ${String(stamp).slice(-7, -4)} ${String(stamp).slice(-4, -2)} ${String(stamp).slice(-2)}`);
  await page.getByLabel('E-posta adresi').fill(email);
  await chooseOption(page, page.getByRole('combobox', { name: 'İl', exact: true }), 'İstanbul', /^İstanbul$/);
  await chooseOption(page, page.getByRole('combobox', { name: 'İlçe', exact: true }), 'Kadıköy', /^Kadıköy$/);
  await chooseOption(page, page.getByLabel('Bölge (isteğe bağlı)'), 'Kadıköy', /^Kadıköy$/);
  await page.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }).check();
  await shot(page, 'application-form');
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Başvurunuz alındı' })).toBeVisible();

  // The Kadıköy operator finds the application's document and approves it after looking at it.
  const token = await tokenOf(request, 'operator');
  const list = await (await request.get(`/api/applications?q=${encodeURIComponent(email)}`, { headers: auth(token) })).json();
  const applicationId = list.items[0].id as string;
  const operator = await browser.newPage();
  await signInFast(operator, 'operator');
  await operator.goto(`/zone-operator/documents?folderId=${encodeURIComponent(`application:${applicationId}`)}`);
  await expect(operator.getByRole('heading', { level: 1, name: 'Kurye Belgeleri' })).toBeVisible({ timeout: 60_000 });
  await operator.getByRole('button', { name: 'Araç ruhsatı' }).click();
  await expect(operator.getByText('Onay bekliyor').first()).toBeVisible();
  await operator.getByRole('button', { name: 'ruhsat.pdf önizlemesi' }).click();
  const preview = operator.getByTitle('ruhsat.pdf önizlemesi');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await shot(operator, 'preview');
  await operator.getByRole('button', { name: 'Onayla' }).click();
  await expect(operator.getByText('Belge onaylandı; kuryeye bildirildi.')).toBeVisible();
  await expect(operator.locator('.ant-drawer').getByText('Onaylandı')).toBeVisible();
  await operator.close();
});

test('the documents pages fit a phone and list expired or missing documents', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInFast(page, 'operator');
  await page.goto('/zone-operator/documents/attention');
  await expect(page.getByRole('heading', { level: 1, name: 'Süresi Dolan / Eksik Belgeler' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'attention-phone');
  await page.goto('/zone-operator/documents?folderId=carriers');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'couriers-phone');
});
