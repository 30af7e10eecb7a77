import { expect, test, type Page, type Request } from '@playwright/test';
import { auth, chooseOption, clickOption, shooter, signInFast } from './helpers';

/**
 * The Admin's organisation pages against the real server: drawing a zone on the map, the server refusing a crossing
 * outline, creating a zone operator with a zone, a dispatch setting that persists, and the role → claims matrix.
 */

// Two cores shared with other runs: the map chunk and a software WebGL context can be slow to come up.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const shot = shooter('org-', {
  fullPage: true,
  // No half-faded loading overlay in the pictures.
  settle: (page) => expect(page.locator('.ant-spin-blur, .ant-spin-spinning')).toHaveCount(0),
});
const SELF_INTERSECTING_TR = 'Bölge çizimi geçersiz: çokgenin kenarları birbirini kesmemelidir.';

async function openZoneEditor(page: Page) {
  await page.goto('/admin/zone/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Bölge' })).toBeVisible({ timeout: 30_000 });
  const canvas = page.locator('[data-testid="zone-map"] canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('zone-map-status')).toContainText('Henüz çizim yok', { timeout: 30_000 });
  const box = (await canvas.boundingBox())!;
  return { canvas, center: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

/** Clicks corners on the map, pausing so terra-draw sees separate clicks (not a double click). */
async function clickCorners(page: Page, center: { x: number; y: number }, offsets: [number, number][]) {
  for (const [dx, dy] of offsets) {
    await page.mouse.move(center.x + dx, center.y + dy, { steps: 3 });
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(350);
  }
}

test('an admin draws a zone on the map, saves it and finds it in the zone list', async ({ page }) => {
  // Three map pages in one flow.
  test.setTimeout(180_000);
  await signInFast(page, 'admin');
  const { center } = await openZoneEditor(page);
  const name = `E2E Bölge ${Date.now().toString(36)}`;

  // Four corners, then a click on the first corner closes the outline.
  await clickCorners(page, center, [
    [-120, -90],
    [110, -100],
    [130, 80],
    [-100, 110],
  ]);
  await expect(page.getByTestId('zone-map-status')).toContainText('4 köşe eklendi');
  await clickCorners(page, center, [[-120, -90]]);
  await expect(page.getByTestId('zone-map-status')).toContainText('Bölge çizildi: 4 köşe');

  await page.getByLabel('Bölge adı').fill(name);
  // The province defaults to İstanbul.
  await expect(page.locator('.ant-form-item', { hasText: 'İl' }).locator('.ant-select-content, .ant-select-selection-item').first()).toContainText('İstanbul');
  await shot(page, 'zone-drawn');
  await page.getByRole('button', { name: 'Bölgeyi kaydet' }).click();

  await expect(page).toHaveURL(/\/admin\/zone\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByTestId('zone-map-status')).toContainText('Bölge çizildi: 4 köşe', { timeout: 30_000 });
  await expect(page.getByText('Bu bölgede işletme yok.')).toBeVisible();
  await shot(page, 'zone-details');

  await page.goto('/admin/zone/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Bölgeler' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: /^Ara/ }).fill(name);
  await page.getByRole('searchbox', { name: /^Ara/ }).press('Enter');
  const row = page.getByTestId('zone-table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('İstanbul');
  await expect(row).toContainText('Aktif');
  await shot(page, 'zone-list');

  // A zone with stores and couriers cannot be deleted: the server's message is shown.
  await page.getByRole('searchbox', { name: /^Ara/ }).fill('Kadıköy');
  await page.getByRole('searchbox', { name: /^Ara/ }).press('Enter');
  await expect(page.getByText('Toplam 1 bölge')).toBeVisible();
  await page.getByRole('link', { name: 'Kadıköy bölgesinin detayı' }).click();
  await expect(page).toHaveURL(/\/admin\/zone\/details\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kadıköy');
  await expect(page.getByText('Moda Dürüm Evi')).toBeVisible();
  await page.getByRole('button', { name: 'Bölgeyi sil' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Bölgeyi sil' }).click();
  await expect(page.getByTestId('zone-delete-error')).toContainText('Bu bölgeye bağlı işletmeler, kuryeler veya talepler olduğu için bölge silinemez.');
  await shot(page, 'zone-delete-refused');

  // The new, empty zone can be deleted.
  await page.goto('/admin/zone/list');
  await page.getByRole('searchbox', { name: /^Ara/ }).fill(name);
  await page.getByRole('searchbox', { name: /^Ara/ }).press('Enter');
  // Wait for the filtered list: a click on the row of the unfiltered list is lost when the table re-renders.
  await expect(page.getByText('Toplam 1 bölge')).toBeVisible();
  await page.getByRole('link', { name: `${name} bölgesinin detayı` }).click();
  await expect(page).toHaveURL(/\/admin\/zone\/details\//);
  await page.getByRole('button', { name: 'Bölgeyi sil' }).click();
  // The confirmation's click can be lost while its pop-over opens: again until the deletion has gone out. Under load a
  // click that did its work can still time out and the retries outlast the message's 3 s on screen, so the message is
  // watched for from before the first click.
  const isDeletion = (req: Request) => req.method() === 'DELETE' && /\/api\/zones\/[0-9a-f-]{36}$/.test(req.url());
  let deleteSent = false;
  page.on('request', (req) => (deleteSent ||= isDeletion(req)));
  const deleted = page.waitForResponse((res) => isDeletion(res.request()));
  const deletedMessage = expect(page.getByText(`“${name}” bölgesi silindi.`)).toBeVisible({ timeout: 60_000 });
  await clickOption(page.locator('.ant-popconfirm').getByRole('button', { name: 'Bölgeyi sil' }), () =>
    expect.poll(() => deleteSent, { timeout: 3_000 }).toBe(true),
  );
  expect((await deleted).status()).toBe(204);
  await deletedMessage;
  await expect(page).toHaveURL(/\/admin\/zone\/list/);
  await shot(page, 'zone-deleted');
});

test('a self-intersecting outline is refused with the Turkish message', async ({ page }) => {
  const token = await signInFast(page, 'admin');

  // Through the API: a bow tie.
  const bowTie = {
    type: 'Polygon',
    coordinates: [
      [
        [29.0, 41.0],
        [29.1, 41.1],
        [29.1, 41.0],
        [29.0, 41.1],
        [29.0, 41.0],
      ],
    ],
  };
  const res = await page.request.post('/api/zones', {
    headers: { ...auth(token), 'accept-language': 'tr' },
    data: { name: 'Kelebek', provinceId: 34, polygon: bowTie },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe(SELF_INTERSECTING_TR);

  // Through the form: the same bow tie drawn on the map, finished with the button.
  const { center } = await openZoneEditor(page);
  await clickCorners(page, center, [
    [-110, -90],
    [110, 90],
    [110, -90],
    [-110, 90],
  ]);
  await page.getByRole('button', { name: 'Çizimi bitir' }).click();
  await expect(page.getByTestId('zone-map-status')).toContainText('Bölge çizildi: 4 köşe');
  await page.getByLabel('Bölge adı').fill(`E2E Kelebek ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Bölgeyi kaydet' }).click();
  await expect(page.locator('.ant-form-item', { hasText: 'Bölge sınırı' }).locator('.ant-form-item-explain-error')).toHaveText(SELF_INTERSECTING_TR);
  await expect(page).toHaveURL(/\/admin\/zone\/create$/);
  await shot(page, 'zone-self-intersecting');

  // Too few corners: checked before anything is sent.
  await page.getByRole('button', { name: 'Yeniden çiz' }).click();
  await clickCorners(page, center, [
    [-60, -60],
    [60, -60],
  ]);
  await page.getByRole('button', { name: 'Bölgeyi kaydet' }).click();
  await expect(page.locator('.ant-form-item', { hasText: 'Bölge sınırı' }).locator('.ant-form-item-explain-error')).toHaveText(
    'Haritada en az 3 köşeli bir bölge çizin ve çizimi bitirin.',
  );
});

test('an admin creates a zone operator with a zone and finds the user in the list', async ({ page }) => {
  await signInFast(page, 'admin');
  const email = `operator.${Date.now().toString(36)}@kuryeofis.test`;
  await page.goto('/admin/user/user-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni kullanıcı' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Ad soyad').fill('Deniz Test Operatör');
  await page.getByLabel('E-posta').fill(email);
  await chooseOption(page, page.getByLabel('Birincil rol'), 'Bölge Operatörü', 'Bölge Operatörü');
  // The multiple select stays open: chosen when its field shows the tag (not the typed text, which it also echoes).
  const zonesField = page.locator('.ant-form-item', { has: page.getByLabel('Bölgeler') });
  await chooseOption(page, page.getByLabel('Bölgeler'), 'Kadıköy', 'Kadıköy', () =>
    expect(zonesField.locator('[title="Kadıköy"]').first()).toBeVisible({ timeout: 2_000 }),
  );
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await shot(page, 'user-form');
  await page.getByRole('button', { name: 'Kullanıcıyı kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/user-form\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Şifre sıfırlama bağlantısı gönder' })).toBeVisible();

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: /^Ara/ }).fill(email);
  await page.getByRole('searchbox', { name: /^Ara/ }).press('Enter');
  const row = page.getByTestId('user-table').getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Bölge Operatörü');
  await expect(row).toContainText('Kadıköy');
  await shot(page, 'users');
});

test('the stage timeout set on the system page persists after a reload', async ({ page }) => {
  const token = await signInFast(page, 'admin');
  const before = await (await page.request.get('/api/settings', { headers: auth(token) })).json();
  const next = before.dispatch.stageTimeoutSeconds === 45 ? 40 : 45;
  try {
    await page.goto('/admin/system');
    await expect(page.getByRole('heading', { level: 1, name: 'Sistem Ayarları' })).toBeVisible({ timeout: 30_000 });
    const field = page.getByLabel('Aşama süresi (saniye)');
    await expect(field).toHaveValue(String(before.dispatch.stageTimeoutSeconds));
    // Out of range: a Turkish message beside the field, nothing sent.
    await field.fill('90');
    await page.getByRole('button', { name: 'Ayarları kaydet' }).click();
    await expect(page.getByText('15 ile 60 saniye arasında bir değer girin.')).toBeVisible();
    // Empty: the message every required field gives.
    await field.fill('');
    await expect(page.getByText('Aşama süresi (saniye) zorunludur.')).toBeVisible();
    await field.fill(String(next));
    await page.getByRole('button', { name: 'Ayarları kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();
    await shot(page, 'system-settings');

    await page.reload();
    await expect(page.getByLabel('Aşama süresi (saniye)')).toHaveValue(String(next), { timeout: 30_000 });
    const after = await (await page.request.get('/api/settings', { headers: auth(token) })).json();
    expect(after.dispatch.stageTimeoutSeconds).toBe(next);
    // Money is shown in TL and stored in kuruş.
    await expect(page.getByLabel('Taban ücret (TL)')).toHaveValue((before.pricing.baseFee / 100).toFixed(2).replace('.', ','));

    await page.getByRole('tab', { name: 'Denetim kaydı' }).click();
    await expect(
      page
        .getByTestId('audit-table')
        .getByRole('row', { name: /Sistem ayarları/ })
        .first(),
    ).toBeVisible();
    await shot(page, 'system-audit');
  } finally {
    await page.request.patch('/api/settings', { headers: auth(token), data: { dispatch: { stageTimeoutSeconds: before.dispatch.stageTimeoutSeconds } } });
  }
});

test('the claims matrix grants a claim to a role and GET /api/roles reflects it', async ({ page }) => {
  const token = await signInFast(page, 'admin');
  const roles = async () => (await (await page.request.get('/api/roles', { headers: auth(token) })).json()) as { code: string; claims: string[] }[];
  const original = (await roles()).find((r) => r.code === 'Accountant')!.claims;
  expect(original).not.toContain('audit.read');
  try {
    await page.goto('/admin/system');
    await page.getByRole('tab', { name: 'Yetki matrisi' }).click();
    const box = page.getByRole('checkbox', { name: 'Muhasebeci: Denetim kaydını görme (audit.read)' });
    await expect(box).not.toBeChecked({ timeout: 30_000 });
    await box.check();
    // Saved at once: in the full run the unsaved choice was once gone again by the time a full-page picture was taken
    // (not seen alone; see the closing note of the session that moved the picture after the save).
    await page.getByRole('button', { name: 'Muhasebeci yetkilerini kaydet' }).click();
    await expect(page.getByText('Muhasebeci rolünün yetkileri kaydedildi.')).toBeVisible();
    await expect(box).toBeChecked();
    await shot(page, 'claims-matrix');
    expect((await roles()).find((r) => r.code === 'Accountant')!.claims).toContain('audit.read');
  } finally {
    await page.request.put('/api/roles/Accountant/claims', { headers: auth(token), data: { claims: original } });
  }
  expect((await roles()).find((r) => r.code === 'Accountant')!.claims).toEqual(original);
});
