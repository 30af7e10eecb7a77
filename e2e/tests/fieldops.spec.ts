import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, courierPicksUp, dropPackets, pointMapOf, settleDemoStore, shooter, signInFast, tokenOf } from './helpers';

/**
 * Field operations against the real server: a courier's SOS reaches the chief's open live map as the Acil Durum!
 * dialog; a store's wrong-location request raises the operator's badge and the operator moves the point (the store's
 * balance changes by the re-priced fee); an admin creates a joker station and marks a joker.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };
const shot = shooter('fieldops-');

/** Leaves no open emergency behind: another flow's chief or admin would see its dialog. */
async function resolveOpenEmergencies(request: APIRequestContext) {
  const admin = auth(await tokenOf(request, 'admin'));
  const open = (await (await request.get('/api/emergencies?status=open&size=100', { headers: admin })).json()).items;
  for (const e of open as { id: string }[]) await request.post(`/api/emergencies/${e.id}/resolve`, { headers: admin, data: { note: 'Test sonu kapatıldı' } });
}

test('a courier presses SOS and the chief’s open live map shows the Acil Durum! dialog with the marker', async ({ browser, page, request }) => {
  await resolveOpenEmergencies(request);
  await signInFast(page, 'chief');
  await page.goto('/chief/live-map');
  await expect(page.getByTestId('nav')).toBeVisible({ timeout: 30_000 });

  const courierContext = await browser.newContext({
    geolocation: NEAR_STORE,
    permissions: ['geolocation'],
    locale: 'tr-TR',
    viewport: { width: 412, height: 860 },
  });
  const courier = await courierContext.newPage();
  await signInFast(courier, 'carrier');
  await courier.goto('/courier');
  await courier.getByTestId('sos-button').click();
  await courier.getByLabel('Ne oldu? (isteğe bağlı)').fill('Motor kaza yaptı, yardım lazım');
  await shot(courier, 'courier-sos');
  await courier.getByTestId('sos-send').click();
  await expect(courier.getByText('Acil durum bildiriminiz iletildi')).toBeVisible();
  // The courier app keeps saying what became of it: open, seen, closed.
  const sosStatus = courier.getByTestId('sos-status');
  await expect(sosStatus).toHaveAttribute('data-state', 'open');

  const dialog = page.getByRole('dialog', { name: 'Acil Durum!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Motor kaza yaptı, yardım lazım')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^\+90/ })).toBeVisible();
  await expect(dialog.getByTestId('emergency-map').locator('canvas')).toBeVisible();
  await expect(dialog.locator('.point-map-marker')).toHaveCount(1);
  // The menu badge counts the open emergency.
  await expect(page.getByTestId('nav-badge-emergency')).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(page, 'emergency-dialog');
  await dialog.getByTestId('emergency-ok').click();
  await expect(dialog).toBeHidden();
  await expect(sosStatus).toHaveAttribute('data-state', 'acknowledged');
  await expect(sosStatus).toContainText('Hasan Şef gördü');
  await shot(courier, 'courier-sos-acknowledged');

  await page.goto('/chief/emergency');
  await expect(page.getByRole('heading', { name: 'Acil Durumlar' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Motor kaza yaptı, yardım lazım' })).toBeVisible();
  await expect(page.getByText(/Gören: Hasan Şef/)).toBeVisible();
  await page.waitForTimeout(1000);
  await shot(page, 'emergency-page');
  await page.getByRole('button', { name: 'Çözüldü olarak kapat' }).first().click();
  await page.getByLabel('Çözüm notu').fill('Kurye arandı, durumu iyi.');
  await page.getByRole('dialog').getByRole('button', { name: 'Çözüldü olarak kapat' }).click();
  await expect(page.getByText('Açık acil durum yok.')).toBeVisible();
  await expect(sosStatus).toHaveAttribute('data-state', 'resolved');
  await expect(sosStatus).toContainText('Kurye arandı, durumu iyi.');
  await shot(courier, 'courier-sos-resolved');
  await page.getByRole('tab', { name: 'Çözülen' }).click();
  await expect(page.getByText(/Kapatan: Hasan Şef/).first()).toBeVisible();
  await shot(page, 'emergency-resolved');
  await courierContext.close();
  await resolveOpenEmergencies(request);
});

test('a store raises a wrong-location request, the operator’s badge appears, the operator moves the point and the store pays the re-priced fee', async ({
  browser,
  page,
  request,
}) => {
  await settleDemoStore(request);
  const tokens = { store: await tokenOf(request, 'store'), courier: await tokenOf(request, 'carrier') };
  const store = auth(tokens.store);
  const courier = auth(tokens.courier);
  const operator = auth(await tokenOf(request, 'operator'));
  // Nothing unseen left from other flows: the badge must come from this request.
  await request.post('/api/packet-update-requests/mark-seen', { headers: operator });

  expect((await request.post('/api/carrier/status', { headers: courier, data: { status: 'available' } })).status()).toBe(200);
  expect((await request.post('/api/carrier/location', { headers: courier, data: NEAR_STORE })).status()).toBe(200);
  const typed = {
    orderReference: 'YS-7731',
    customerAddress: 'Caferağa Mah. Moda Cad. No: 5 D: 2, Kadıköy',
    customerLocation: { latitude: 40.9868, longitude: 29.0262 },
  };
  const created = await (await request.post('/api/requests', { headers: store, data: { packetCount: 1, packets: [typed] } })).json();
  const details = await courierPicksUp(request, tokens, created.id);
  const packetId = details.packets[0].id;

  // The store's page is open when the courier drops the packet: the location dialog appears, the store says "wrong".
  const storeContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1280, height: 860 } });
  const storePage = await storeContext.newPage();
  await signInFast(storePage, 'store');
  await storePage.goto('/store/packet');
  await expect(storePage.getByRole('heading', { name: 'Kurye Talebi' })).toBeVisible({ timeout: 30_000 });
  await storePage.waitForTimeout(1000);
  const dropped = await (await request.post(`/api/packets/${packetId}/delivered`, { headers: courier, data: { latitude: 40.995, longitude: 29.06 } })).json();
  const locationDialog = storePage.getByRole('dialog');
  await expect(locationDialog.getByRole('button', { name: 'Yanlış konum' })).toBeVisible({ timeout: 15_000 });
  // The packet as the store knows it (its order reference), then "Yanlış konum" asks what is wrong before it is sent.
  await expect(locationDialog).toContainText('Sipariş YS-7731');
  await locationDialog.getByRole('button', { name: 'Yanlış konum' }).click();
  const asked = storePage.getByRole('dialog', { name: 'Teslim konumu yanlış mı?' });
  await expect(asked).toContainText('Sipariş YS-7731 için bildirilen teslim konumunu yanlış olarak bildireceksiniz');
  await asked.getByLabel('Ne yanlış? (isteğe bağlı)').fill('Paket komşu binaya bırakılmış');
  await shot(storePage, 'reject-location-dialog');
  await asked.getByRole('button', { name: 'Yanlış konum bildir' }).click();
  await expect(storePage.getByText('Yanlış konum bildirildi')).toBeVisible();
  // Nothing waits for the store any more: the card says the operator reviews it.
  const card = storePage.getByTestId('active-request').filter({ hasText: `T-${created.number}` });
  await expect(card).toContainText('Operatör incelemesinde');
  await expect(card).not.toContainText('Teslim konumları onayınızı bekliyor');
  await shot(storePage, 'store-card-under-review');
  const before = (await (await request.get('/api/store/account', { headers: store })).json()).balance as number;

  await signInFast(page, 'operator');
  await page.goto('/zone-operator/live-map');
  await expect(page.getByTestId('nav-badge-storeRequests')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'store-request-badge');
  await page
    .getByTestId('nav')
    .getByRole('link', { name: /İşletme Talepleri/ })
    .click();
  await expect(page).toHaveURL(/\/zone-operator\/store-request-list/);
  await expect(page.getByRole('heading', { name: 'İşletme Talepleri' })).toBeVisible();
  // the packet by its readable request number ("T-24117/1"), no hex id
  const row = page.getByRole('row', { name: new RegExp(`T-${created.number}/1\\b`) });
  await expect(row).toBeVisible();
  await shot(page, 'store-request-list');
  await row.getByRole('button', { name: 'Sonuçlandır' }).click();
  const resolve = page.getByRole('dialog');
  await expect(resolve.getByTestId('resolve-map').locator('canvas')).toBeVisible();
  // The store's note, the address it typed, and on the map the courier's point beside the customer location it gave.
  await expect(resolve).toContainText('Paket komşu binaya bırakılmış');
  await expect(resolve.getByTestId('resolve-typed-address')).toContainText(typed.customerAddress);
  const onMap = await pointMapOf(resolve.getByTestId('resolve-map'), ['store', 'old', 'typed']);
  expect(onMap.markers.typed!.latitude).toBeCloseTo(typed.customerLocation.latitude, 5);
  expect(onMap.markers.old!.longitude).toBeCloseTo(29.06, 5);
  await page.waitForTimeout(1500);
  const box = (await resolve.getByTestId('resolve-map').boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6);
  await expect(resolve.getByTestId('picked-point')).toContainText('Seçilen nokta');
  await shot(page, 'store-request-resolve');
  await resolve.getByRole('button', { name: 'Kararı kaydet' }).click();
  await expect(page.getByText(/Talep sonuçlandırıldı/)).toBeVisible();

  const after = (await (await request.get('/api/store/account', { headers: store })).json()).balance as number;
  const packet = (await (await request.get(`/api/requests/${created.id}`, { headers: store })).json()).packets[0];
  expect(packet.status).toBe('approved');
  expect(packet.fee).not.toBe(dropped.fee);
  expect(after).toBe(before - packet.fee);
  // The store is told the outcome.
  await expect(storePage.getByText('Talebiniz sonuçlandı', { exact: true })).toBeVisible({ timeout: 10_000 });
  await shot(storePage, 'store-told');
  await storeContext.close();
  await request.post('/api/carrier/status', { headers: courier, data: { status: 'offline' } });
});

test('an admin creates a joker station on the map and marks a courier as joker', async ({ page, request }) => {
  const admin = auth(await tokenOf(request, 'admin'));
  const name = `Test İstasyonu ${Date.now().toString(36)}`;
  await signInFast(page, 'admin');
  await page.goto('/admin/joker/station');
  await expect(page.getByRole('heading', { name: 'Joker İstasyonları' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('station-map').locator('canvas')).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(page, 'joker-stations');
  // An empty submit: each required field says "<Etiket> zorunludur." (one wording for the whole app).
  await page.getByRole('button', { name: 'İstasyonu oluştur' }).click();
  await expect(page.getByText('İstasyon adı zorunludur.')).toBeVisible();
  await expect(page.getByText('Bölge zorunludur.')).toBeVisible();
  await expect(page.getByText('Enlem zorunludur.')).toBeVisible();
  await expect(page.getByText('Boylam zorunludur.')).toBeVisible();
  await page.getByRole('textbox', { name: /İstasyon adı/ }).fill(name);
  await expect(page.getByText('İstasyon adı zorunludur.')).toBeHidden();
  await page.getByRole('combobox', { name: /Bölge/ }).click();
  await page.locator('.ant-select-item-option[title="Kadıköy"]').click();
  await page.getByRole('spinbutton', { name: /Kapasite/ }).fill('2');
  // A click on the map picks a point; typed coordinates (keyboard users) put it exactly inside Kadıköy.
  const box = (await page.getByTestId('station-map').boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.08, box.y + box.height * 0.92);
  await expect(page.getByRole('spinbutton', { name: /Enlem/ })).not.toHaveValue('');
  await page.getByRole('spinbutton', { name: /Enlem/ }).fill('40.9860');
  await page.getByRole('spinbutton', { name: /Boylam/ }).fill('29.0400');
  await page.getByRole('button', { name: 'İstasyonu oluştur' }).click();
  await expect(page.getByText('İstasyon oluşturuldu.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Expand row|Satırı genişlet/ }).click();
  await page.getByLabel('Joker yapılacak kuryeyi seçin').click();
  const option = page.locator('.ant-select-item-option').first();
  const courierName = (await option.textContent())!.replace(/ \(joker\)$/, '');
  await option.click();
  await page.getByRole('button', { name: 'Joker olarak ata' }).click();
  await expect(page.getByText('Kurye joker olarak atandı.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: courierName })).toBeVisible();
  await shot(page, 'joker-assigned');

  const stations = await (await request.get('/api/joker-stations', { headers: admin })).json();
  const station = stations.find((s: { name: string }) => s.name === name);
  expect(station).toMatchObject({ capacity: 2, zoneName: 'Kadıköy' });
  expect(station.jokers).toHaveLength(1);
  const carrier = await (await request.get(`/api/carriers/${station.jokers[0].carrierId}`, { headers: admin })).json();
  expect(carrier.isJoker).toBe(true);
  // Clean up: the joker leaves the station, the station goes.
  await request.delete(`/api/joker-stations/${station.id}/jokers/${station.jokers[0].carrierId}`, { headers: admin });
  await request.delete(`/api/joker-stations/${station.id}`, { headers: admin });
});

test('a store raises a fee objection with a note from its request details', async ({ page, request }) => {
  await settleDemoStore(request);
  const tokens = { store: await tokenOf(request, 'store'), courier: await tokenOf(request, 'carrier') };
  const store = auth(tokens.store);
  const courier = auth(tokens.courier);
  const operator = auth(await tokenOf(request, 'operator'));
  expect((await request.post('/api/carrier/status', { headers: courier, data: { status: 'available' } })).status()).toBe(200);
  expect((await request.post('/api/carrier/location', { headers: courier, data: NEAR_STORE })).status()).toBe(200);
  const typed = {
    orderReference: 'YS-7731',
    customerAddress: 'Caferağa Mah. Moda Cad. No: 5 D: 2, Kadıköy',
    customerLocation: { latitude: 40.9868, longitude: 29.0262 },
  };
  const created = await (await request.post('/api/requests', { headers: store, data: { packetCount: 1, packets: [typed] } })).json();
  const details = await courierPicksUp(request, tokens, created.id);
  const packetId = details.packets[0].id;
  await dropPackets(request, tokens, [{ id: packetId }], () => ({ latitude: 40.995, longitude: 29.05 }));

  await signInFast(page, 'store');
  await page.goto('/store/list');
  await page
    .getByRole('button', { name: new RegExp(`T-${created.number}`) })
    .first()
    .click({ timeout: 30_000 });
  await page.getByRole('button', { name: '1. paket için talep oluştur' }).click();
  const dialog = page.getByRole('dialog', { name: '1. paket için talep' });
  await page.getByRole('radio', { name: 'Ücrete itiraz' }).check();
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(dialog.getByText('Açıklama zorunludur.')).toBeVisible();
  await page.getByLabel('Açıklama').fill('Mesafe kısa, ücret yüksek yazılmış.');
  await expect(dialog.getByText('Açıklama zorunludur.')).toBeHidden();
  await shot(page, 'store-raise-request');
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(page.getByText('Talebiniz bölge operatörüne iletildi.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const open = await (await request.get('/api/packet-update-requests?status=open', { headers: operator })).json();
  const raised = open.items.find((i: { packetId: string }) => i.packetId === packetId);
  expect(raised).toMatchObject({ kind: 'fee_objection', note: 'Mesafe kısa, ücret yüksek yazılmış.', charged: true });
  const done = await request.post(`/api/packet-update-requests/${raised.id}/resolve`, {
    headers: { ...operator, 'idempotency-key': `e2e-${raised.id}` },
    data: { action: 'reject', reason: 'Ücret doğru hesaplanmış' },
  });
  expect(done.status()).toBe(200);
  await request.post('/api/carrier/status', { headers: courier, data: { status: 'offline' } });
});
