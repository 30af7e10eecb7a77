import { expect, test } from '@playwright/test';
import { apiAs, money, pointMapOf, settleDemoStore, shooter, signInFast, tokenOf } from './helpers';

/**
 * The store's side of the delivery loop, against the real server: the store works in the browser, the demo courier
 * (same Kadıköy zone) acts through the API like the courier app would.
 */
test.describe.configure({ mode: 'serial' });

interface LatLng {
  latitude: number;
  longitude: number;
}

/** The one phone format on screen: +90 5xx xxx xx xx. */
const phoneText = (p: string) => p.replace(/^\+90(5\d{2})(\d{3})(\d{2})(\d{2})$/, '+90 $1 $2 $3 $4');
const shot = shooter('store-', { fullPage: true, animations: 'disabled' });

/** Metres → degrees around a point (good enough for a few km). */
const offset = (p: LatLng, northM: number, eastM: number): LatLng => ({
  latitude: p.latitude + northM / 111_320,
  longitude: p.longitude + eastM / (111_320 * Math.cos((p.latitude * Math.PI) / 180)),
});

test.beforeEach(async ({ request }) => settleDemoStore(request));

test('no courier available: the courier-not-found dialog explains, counts down and offers new / repeat', async ({ page, request }) => {
  const courier = apiAs(request, await tokenOf(request, 'carrier'));
  await courier.post('/api/carrier/status', { status: 'offline' });
  const storeToken = await signInFast(page, 'store');
  const store = apiAs(request, storeToken);

  // Other flows may leave requests of the shared demo store in motion (with other couriers): measure from here.
  const accountBefore = await store.get('/api/store/account');
  await page.goto('/store/packet');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Talebi' })).toBeVisible();
  await page.getByLabel('Paket sayısı').fill('1');
  await page.getByRole('button', { name: 'Kurye çağır' }).click();

  const dialog = page.getByRole('dialog', { name: 'Kurye bulunamadı' });
  await expect(dialog).toBeVisible();
  const [latest] = (await store.get('/api/requests?size=1&sort=-createdAt')).items;
  expect(latest.status).toBe('no_courier');
  const details = await store.get(`/api/requests/${latest.id}`);
  await expect(dialog).toContainText(details.store.address);
  // the request by its readable number, no hex id
  await expect(dialog).toContainText(`T-${latest.number}`);
  await expect(dialog).not.toContainText(`#${latest.id.slice(0, 8)}`);
  await expect(dialog).toContainText('Yoğunluk nedeniyle talebiniz için uygun kurye bulunamadı.');
  await expect(dialog.getByRole('link', { name: 'Taleplerim' })).toHaveAttribute('href', '/store/list');
  await expect(dialog.getByRole('button', { name: 'Yeni talep oluştur' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tekrarla' })).toBeVisible();
  const countdown = dialog.getByText(/Bu pencere \d+ saniye sonra kapanacak\./);
  await expect(countdown).toBeVisible();
  const first = Number((await countdown.textContent())!.match(/\d+/)![0]);
  expect(first).toBeGreaterThan(25);
  expect(first).toBeLessThanOrEqual(30);
  await expect.poll(async () => Number((await countdown.textContent())!.match(/\d+/)![0]), { timeout: 5_000 }).toBeLessThan(first);
  await shot(page, 'no-courier-dialog');

  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
  // the request is not in motion and reserved no credit
  expect((await store.get(`/api/requests/${latest.id}`)).status).toBe('no_courier');
  const account = await store.get('/api/store/account');
  expect(account.balance - account.available).toBe(accountBefore.balance - accountBefore.available);
});

test('a courier accepts, delivers two packets; the store approves one in the dialog and one on packet operations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const courier = apiAs(request, await tokenOf(request, 'carrier'));
  const storeToken = await signInFast(page, 'store');
  const store = apiAs(request, storeToken);

  // Where the store is: from any of its requests (the previous test left one; make one if run alone).
  await courier.post('/api/carrier/status', { status: 'offline' });
  let [any] = (await store.get('/api/requests?size=1')).items;
  if (!any) any = await store.post('/api/requests', { packetCount: 1 });
  const storeAt: LatLng = (await store.get(`/api/requests/${any.id}`)).store.location;

  // The courier comes online ~300 m from the store before the store asks.
  await courier.post('/api/carrier/status', { status: 'available' });
  await courier.post('/api/carrier/location', offset(storeAt, 300, 0));

  const socket = page.waitForEvent('websocket');
  await page.goto('/store/packet');
  await socket;
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Talebi' })).toBeVisible();
  const before = await store.get('/api/store/account');
  await expect(page.getByTestId('store-balance')).toContainText(money(before.balance));

  await page.getByLabel('Paket sayısı').fill('2');
  await page.getByLabel('Not').fill('Zil çalışmıyor, lütfen arayın.');
  // a double click must still make a single request (idempotency key per submission)
  await page.getByRole('button', { name: 'Kurye çağır' }).dblclick();
  await expect(page.getByText('Talebiniz alındı, kurye aranıyor.').first()).toBeVisible();

  const offers = await expect
    .poll(async () => (await courier.get('/api/carrier/offers')).length, { timeout: 10_000 })
    .toBe(1)
    .then(() => courier.get('/api/carrier/offers'));
  const offer = offers[0];
  const { items: mine } = await store.get('/api/requests?size=5&sort=-createdAt');
  expect(mine.filter((r: { status: string }) => r.status === 'searching')).toHaveLength(1);
  const requestId: string = offer.requestId;
  const requestNo = `T-${mine.find((r: { id: string }) => r.id === requestId).number}`;
  const item = page.getByTestId('active-request').filter({ hasText: requestNo });
  await expect(item).toContainText('Kurye aranıyor');
  await expect(item).toContainText('1. aşama');
  await expect(item).toContainText('Zil çalışmıyor');

  await courier.post(`/api/offers/${offer.id}/accept`);
  const assigned = await store.get(`/api/requests/${requestId}`);
  expect(assigned.courier?.name).toBeTruthy();
  await expect(item).toContainText(assigned.courier.name);
  await expect(item).toContainText('Atandı');
  await expect(item.locator('a[href^="tel:"]')).toContainText(phoneText(assigned.courier.phone));
  await expect(item.getByRole('button', { name: /iptal et/i })).toBeVisible();
  await shot(page, 'packet');

  await courier.post(`/api/requests/${requestId}/arrived`);
  await expect(item).toContainText('İşletmede');
  await courier.post(`/api/requests/${requestId}/picked-up`);
  await expect(item).toContainText('Teslim alındı');
  await expect(item.getByRole('button', { name: /iptal et/i })).toHaveCount(0);

  const [active] = await courier.get('/api/carrier/active');
  const [p1, p2] = active.packets as { id: string }[];
  const at1 = offset(storeAt, 0, 2000);
  const d1 = await courier.post(`/api/packets/${p1.id}/delivered`, at1);
  const d2 = await courier.post(`/api/packets/${p2.id}/delivered`, offset(storeAt, -800, 600));
  expect(d1.fee).toBeGreaterThan(0);

  const dialog = page.getByRole('dialog', { name: 'Paket teslim konumu' });
  await expect(dialog).toBeVisible();
  // The store reads the dialog with the pointer on it: its 15 s countdown holds meanwhile, so the next packet cannot
  // take this one's place just as "Onayla" is clicked (the map alone can take seconds to draw here).
  await page.getByTestId('packet-location-panel').hover();
  await expect(dialog).toContainText(assigned.courier.name);
  await expect(dialog).toContainText(phoneText(assigned.courier.phone));
  await expect(dialog).toContainText('1 / 2 bildirim');
  await expect(dialog).toContainText(money(d1.fee));
  await expect(dialog).toContainText('5 dakika sonra otomatik olarak onaylanır');
  await expect(dialog).toContainText(/(birkaç saniye|bir dakika) önce/);
  await expect(dialog).toContainText(`${requestNo}/1`);
  // a real map (offline basemap) with the delivery point and the store, 2 km apart
  const deliveryMap = dialog.getByTestId('delivery-map');
  const shown = await pointMapOf(deliveryMap, ['delivery', 'store']);
  expect(shown.markers.delivery!.latitude).toBeCloseTo(at1.latitude, 5);
  expect(shown.markers.delivery!.longitude).toBeCloseTo(at1.longitude, 5);
  expect(shown.markers.store!.latitude).toBeCloseTo(storeAt.latitude, 5);
  expect(shown.markers.store!.longitude).toBeCloseTo(storeAt.longitude, 5);
  await expect(deliveryMap.locator('canvas')).toHaveAttribute('aria-label', /^Teslim noktası haritası: .* — İşletmeye 2 km$/);
  await expect(dialog).toContainText('İşletmeye 2 km');
  await page.waitForTimeout(1000); // the basemap's land comes in after the first frame
  // our own map only: no link leaves for another site
  await expect(dialog.locator('a[href*="openstreetmap"]')).toHaveCount(0);
  const closeButton = dialog.getByRole('button', { name: /^Kapat \(\d+\)$/ });
  await expect(closeButton).toHaveText(/Kapat \(1[0-5]\)/);
  const held = await closeButton.textContent();
  await page.waitForTimeout(2_000);
  await expect(closeButton).toHaveText(held!);
  await shot(page, 'location-dialog');

  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Teslim konumu onaylandı.').first()).toBeVisible();
  // the store's balance drops by exactly the packet's fee
  await expect(page.getByTestId('store-balance')).toContainText(money(before.balance - d1.fee));
  expect((await store.get('/api/store/account')).balance).toBe(before.balance - d1.fee);

  // the second location comes next; left alone (the pointer off it), its dialog closes itself after 15 s
  await page.mouse.move(4, 4);
  await expect(dialog).toContainText(`${requestNo}/2`);
  await expect(dialog).toContainText(money(d2.fee));
  await expect(dialog).not.toContainText('1 / 2 bildirim');
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // … and waits on packet operations
  await page.getByRole('link', { name: 'Teslim konumları onayınızı bekliyor' }).click();
  await expect(page).toHaveURL(/\/store\/packet-operations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paket İşlemleri' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${requestNo}/2` });
  await expect(row).toContainText('Onay bekliyor');
  await expect(row).toContainText(money(d2.fee));
  await shot(page, 'packet-operations');
  await row.getByRole('button', { name: /konumunu onayla/ }).click();
  await expect(page.getByText('Onayınızı bekleyen teslim konumu yok.')).toBeVisible();
  expect((await store.get('/api/store/account')).balance).toBe(before.balance - d1.fee - d2.fee);
  await expect.poll(async () => (await store.get(`/api/requests/${requestId}`)).status).toBe('completed');

  // The request's drawer: its packets table fits (or scrolls inside), "Teslim konumu" opens the point on our own map.
  await page.goto('/store/list');
  await page.getByRole('row').filter({ hasText: requestNo }).first().click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^Talep ${requestNo}`) });
  const packetsTable = drawer.locator('section[aria-labelledby="request-packets"]');
  await expect(packetsTable.getByRole('row')).toHaveCount(3);
  const drawerBox = (await drawer.locator('.ant-drawer-body').boundingBox())!;
  const requestHeader = (await packetsTable.getByRole('columnheader').last().boundingBox())!;
  const scrolls = await packetsTable.locator('.ant-table-content').evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls || requestHeader.x + requestHeader.width <= drawerBox.x + drawerBox.width).toBe(true);
  await expect(drawer.locator('a[href*="openstreetmap"]')).toHaveCount(0);
  await shot(page, 'request-drawer-packets');
  await packetsTable.getByRole('row').nth(1).getByRole('button', { name: 'Haritada gör' }).click();
  const mapDialog = page.getByRole('dialog', { name: /^Teslim konumu — / });
  const onMap = await pointMapOf(mapDialog.getByTestId('delivery-map'), ['delivery', 'store']);
  expect(onMap.markers.delivery!.latitude).toBeCloseTo(at1.latitude, 5);
  await shot(page, 'request-drawer-location-map');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // "Paket Geçmişi" lists the two packets (not credit movements): request number, status, decision and fee
  await page.goto('/store/packet/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Paket Geçmişi' })).toBeVisible();
  const packetRows = page.getByTestId('packet-history-table').getByRole('row').filter({ hasText: requestNo });
  await expect(packetRows).toHaveCount(2);
  await expect(packetRows.filter({ hasText: '1. paket' })).toContainText(money(d1.fee));
  await expect(packetRows.filter({ hasText: '1. paket' })).toContainText('Teslim edildi');
  await expect(packetRows.filter({ hasText: '2. paket' })).toContainText(money(d2.fee));
  await expect(page.getByRole('row').filter({ hasText: 'Açılış kontörü' })).toHaveCount(0);
  await shot(page, 'history');
  await courier.post('/api/carrier/status', { status: 'offline' });
});

test('the job list pages, sorts and filters requests, shows details with the offer log, and repeats one', async ({ page, request }) => {
  const courier = apiAs(request, await tokenOf(request, 'carrier'));
  await courier.post('/api/carrier/status', { status: 'offline' });
  const storeToken = await signInFast(page, 'store');
  const store = apiAs(request, storeToken);
  // A request nobody took (every demo courier is offline here), so the status filter has something to show.
  if ((await store.get('/api/requests?size=1&status=no_courier')).total === 0) await store.post('/api/requests', { packetCount: 1 });

  await page.goto('/store/list');
  await expect(page.getByRole('heading', { level: 1, name: 'İş Listesi' })).toBeVisible();
  // antd's own Turkish texts come from the ConfigProvider locale in the production build
  await expect(page.getByText('/ sayfa').first()).toBeVisible();
  await expect(page.getByText(/Toplam \d+ talep/)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // filter on status through the labelled select
  await page.getByRole('combobox', { name: /Durum/ }).click();
  await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: 'Kurye bulunamadı' }).click();
  await expect(page).toHaveURL(/status=no_courier/);
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Kurye bulunamadı');
  for (const text of await rows.allTextContents()) expect(text).toContain('Kurye bulunamadı');

  // server-side sort on status
  await page.getByRole('columnheader', { name: /^Durum/ }).click();
  await expect(page).toHaveURL(/sort=status/);

  // the date range filter uses antd's Turkish date picker
  await page.getByLabel('Tarih aralığı').click();
  await expect(page.locator('.ant-picker-dropdown').first()).toContainText(/Pzt\s*Sal\s*Çar/);
  await page.keyboard.press('Escape');

  await rows.first().click();
  const drawer = page.getByRole('dialog', { name: /^Talep (T-\d+|#)/ });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Kurye arama geçmişi');
  await expect(drawer).toContainText('Talep oluşturuldu');
  await expect(drawer).toContainText('Bu aşamada uygun kurye yok');
  await shot(page, 'list-drawer');

  const total = (await store.get('/api/requests?size=1')).total;
  await drawer.getByRole('button', { name: 'Tekrarla' }).click();
  await expect(page.getByText('Talep yeniden oluşturuldu, kurye aranıyor.').first()).toBeVisible();
  expect((await store.get('/api/requests?size=1')).total).toBe(total + 1);
  // the repeat also found nobody: its dialog comes over the socket
  await expect(page.getByRole('dialog', { name: 'Kurye bulunamadı' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Kurye bulunamadı' }).getByRole('button', { name: 'Kapat' }).click();
  await drawer
    .getByRole('button', { name: /Close|Kapat/ })
    .first()
    .click();

  await page.goto('/store/list');
  await expect(page.getByRole('heading', { level: 1, name: 'İş Listesi' })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await shot(page, 'list');
});
