import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, chooseOption, money, shooter, signInFast, tokenOf } from './helpers';

/**
 * Courier academy and equipment on loan: a courier takes a course step in the courier app; an operator lends an item
 * on the courier's page and sees it there with its deposit. Each flow makes its own course or item through the API.
 */
const shot = shooter('academy-equipment-', { fullPage: true });

// Shared cores: the first load of a lazy page can take a while.
test.describe.configure({ timeout: 120_000 });

test('a courier completes a course step in the courier app', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const admin = apiAs(request, await tokenOf(request, 'admin'));
  const unique = Date.now().toString(36);
  const course = await admin.post('/api/apps/academy/courses/course', {
    title: `Kask Kullanımı ${unique}`,
    slug: `kask-kullanimi-${unique}`,
    category: 'guvenlik',
    duration: 5,
    steps: [
      { title: 'Doğru beden', subtitle: 'Kask oturmalı', content: '<p>Kask başınızı <strong>sıkmadan</strong> sarmalı.</p>' },
      { title: 'Çene kayışı', content: '<p>Kayışı her sürüşte bağlayın.</p>' },
    ],
  });

  await signInFast(page, 'carrier');
  await page.goto('/courier');
  await page.getByRole('tab', { name: 'Eğitimler' }).click({ timeout: 30_000 });
  const card = page.getByTestId('course-card').filter({ hasText: course.title });
  await card.getByRole('button', { name: 'Başla' }).click();
  await expect(page.getByRole('heading', { name: 'Doğru beden' })).toBeVisible();
  await expect(page.getByTestId('course-step-counter')).toHaveText('Adım 1/2');
  await shot(page, 'courier-step');
  await page.getByRole('button', { name: 'Adımı tamamla' }).click();
  await expect(page.getByRole('heading', { name: 'Çene kayışı' })).toBeVisible();
  await expect(page.getByTestId('course-step-counter')).toHaveText('Adım 2/2');

  const courier = apiAs(request, await tokenOf(request, 'carrier'));
  const saved = await courier.get(`/api/apps/academy/courses/course?id=${course.id}`);
  expect(saved.progress).toEqual({ currentStep: 2, completed: false });

  await page.getByRole('button', { name: 'Eğitimi bitir' }).click();
  await expect(page.getByText('Tebrikler, eğitimi tamamladınız!')).toBeVisible();
  await page.getByRole('button', { name: 'Tüm eğitimler' }).click();
  await expect(page.getByTestId('course-card').filter({ hasText: course.title }).getByText('Tamamlandı')).toBeVisible();
  await shot(page, 'courier-courses');
});

test('equipment lent shows on the courier’s page with the deposit', async ({ page, request }) => {
  const admin = apiAs(request, await tokenOf(request, 'admin'));
  const unique = Date.now().toString(36).toUpperCase();
  const item = await admin.post('/api/apps/ecommerce/inventory/product', {
    category: 'helmet',
    name: `Kask Deneme ${unique}`,
    sku: `E2E-${unique}`,
    barcode: '8691234567890',
    stock: 2,
    cost: 250000,
    deposit: 90000,
  });
  // A courier of the operator's zones that no other flow works with: the last by name.
  const operator = apiAs(request, await tokenOf(request, 'operator'));
  const courier = (await operator.get('/api/carriers?size=1&sort=-name')).items[0] as { id: string; name: string };

  await signInFast(page, 'operator');
  await page.goto(`/${ACCOUNTS.operator.area}/carrier/details/${courier.id}`);
  const kit = page.getByTestId('carrier-kit');
  await expect(kit.getByTestId('deposit-held')).toBeVisible({ timeout: 30_000 });
  await kit.getByRole('button', { name: 'Zimmetle' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Ekipman zimmetle' });
  await chooseOption(page, dialog.getByRole('combobox'), unique, unique, () =>
    expect(dialog.getByTestId('lend-summary')).toContainText(money(90000), { timeout: 2_000 }),
  );
  await dialog.getByRole('button', { name: 'Zimmetle' }).click();

  const row = kit.getByRole('row').filter({ hasText: item.name });
  await expect(row).toContainText(money(90000));
  await expect(kit.getByTestId('deposit-held')).toContainText(money(90000));
  await shot(page, 'courier-kit');

  // Taken back in good condition: the row leaves the kit and the loan is closed with the deposit returned.
  await row.getByRole('button', { name: /teslim al/i }).click();
  const back = page.getByRole('dialog');
  await back.getByRole('button', { name: 'Teslim al' }).click();
  await expect(kit.getByRole('row').filter({ hasText: item.name })).toHaveCount(0);
  const loans = await operator.get(`/api/equipment/carriers/${courier.id}/loans?status=all`);
  expect(loans.items.find((l: { productId: string }) => l.productId === item.id)).toMatchObject({ status: 'returned', deposit: 90000 });
});

test('the course editor names each step’s fields by their step, and says which step is missing what', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/admin/academy/create');
  await page.getByRole('button', { name: 'Adım ekle' }).click();
  await expect(page.getByRole('textbox', { name: 'Adım başlığı (2. adım)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adım başlığı (1. adım)' }).fill('Kaskı takmak');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('2. adımın başlığı zorunludur.')).toBeVisible();
  await expect(page.getByText('1. adımın başlığı zorunludur.')).toHaveCount(0);
  await expect(page.getByText('2. adımın içeriği zorunludur.')).toBeVisible();
  await shot(page, 'course-editor-steps');
});
