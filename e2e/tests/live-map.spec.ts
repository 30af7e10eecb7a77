import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, auth, clickOption, shooter, signInFast, tokenOf } from './helpers';

/**
 * Operators' live map and daily tracking against the real server: couriers appear and move over the socket without
 * a reload, zone scope, 5,000 moving couriers drawn and moving (the frame rate is bench/live-map-fps.ts), and today's requests with a manual assignment.
 */

// Two cores shared with other runs: a map page with a WebGL software renderer can take a while to come up.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

// Kadıköy, next to the demo store (Moda): inside the Kadıköy zone.
const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };
const MOVED = { latitude: 40.9921, longitude: 29.0342 };
const shot = shooter('live-map-');

async function demoCourier(request: APIRequestContext) {
  const token = await tokenOf(request, ACCOUNTS.carrier.email);
  const me = await (await request.get('/api/carrier/me', { headers: auth(token) })).json();
  return { token, carrierId: me.carrierId as string };
}

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.post(url, { headers: auth(token), data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
}

async function openMap(page: Page, path: string) {
  await page.goto(path);
  // Lazy route chunks and a software WebGL context: slow to come up while other runs load the 2 cores.
  await expect(page.getByRole('heading', { level: 1, name: 'Canlı Harita' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  // The map drew at least one frame and the snapshot is in.
  await page.waitForFunction(() => (window.__liveMap?.lastFrameAt ?? 0) > 0);
  await expect(page.getByTestId('live-map-loading')).toHaveCount(0);
  await expect(page.getByTestId('courier-item').first()).toBeVisible();
}

/** The colour of the courier dots of available couriers (STATUS_COLORS.available), as a screenshot shows it. */
const AVAILABLE_GREEN = [0x2f, 0x9e, 0x44];
/** STATUS_COLORS.busy: an available courier who still carries a request (an earlier flow may leave one). */
const BUSY_ORANGE = [0xe8, 0x59, 0x0c];
/** [r, g, b] of one page pixel, from a screenshot decoded by the browser itself. */
async function pixelAt(page: Page, x: number, y: number) {
  const png = await page.screenshot({ clip: { x: Math.round(x) - 1, y: Math.round(y) - 1, width: 3, height: 3 } });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return [...ctx.getImageData(1, 1, 1, 1).data.slice(0, 3)];
  }, png.toString('base64'));
}

const legendCount = async (page: Page, status: string) => Number(await page.getByTestId(`legend-${status}`).getAttribute('data-count'));

test('admin: the map renders, and a courier going online appears and moves without a reload', async ({ page, request }) => {
  const courier = await demoCourier(request);
  // Start from a known state: the demo courier offline.
  await post(request, courier.token, '/api/carrier/status', { status: 'offline' });

  await signInFast(page, 'admin');
  await openMap(page, '/admin/live-map');
  for (const s of ['available', 'busy', 'break', 'offline']) await expect(page.getByTestId(`legend-${s}`)).toHaveAttribute('data-count', /^\d+$/);
  const availableBefore = await legendCount(page, 'available');
  const onMapBefore = await page.evaluate(() => window.__liveMap!.courierCount());
  // Earlier flows may have left the demo courier with a position (drawn grey while offline).
  const drawnBefore = (await page.evaluate((id) => window.__liveMap!.courierPosition(id), courier.carrierId)) !== null;
  if (availableBefore + (await legendCount(page, 'busy')) + (await legendCount(page, 'break')) === 0) {
    await expect(page.getByTestId('live-map-empty')).toHaveText('Bu bölgelerde çevrimiçi kurye yok');
  }
  await shot(page, 'admin-before');

  await post(request, courier.token, '/api/carrier/status', { status: 'available' });
  await expect(page.getByTestId('legend-available')).toHaveAttribute('data-count', String(availableBefore + 1));
  await expect(page.getByTestId('live-map-empty')).toHaveCount(0);

  await post(request, courier.token, '/api/carrier/location', NEAR_STORE);
  await expect.poll(() => page.evaluate(() => window.__liveMap!.courierCount())).toBe(onMapBefore + (drawnBefore ? 0 : 1));
  // Read back from the courier overlay's vertex buffer: drawn where the phone said.
  // Wait for the new position (an earlier flow may have left an old one on the map).
  await expect
    .poll(
      async () => {
        const p = await page.evaluate((id) => window.__liveMap!.courierPosition(id), courier.carrierId);
        return p ? [Number(p[0].toFixed(3)), Number(p[1].toFixed(3))] : null;
      },
      { timeout: 10_000 },
    )
    .toEqual([Number(NEAR_STORE.longitude.toFixed(3)), Number(NEAR_STORE.latitude.toFixed(3))]);
  const first = (await page.evaluate((id) => window.__liveMap!.courierPosition(id), courier.carrierId))!;
  expect(first[0]).toBeCloseTo(NEAR_STORE.longitude, 3);
  expect(first[1]).toBeCloseTo(NEAR_STORE.latitude, 3);

  await post(request, courier.token, '/api/carrier/location', MOVED);
  await expect
    .poll(async () => {
      const p = await page.evaluate((id) => window.__liveMap!.courierPosition(id), courier.carrierId);
      return p ? [Number(p[0].toFixed(3)), Number(p[1].toFixed(3))] : null;
    })
    .toEqual([Number(MOVED.longitude.toFixed(3)), Number(MOVED.latitude.toFixed(3))]);
  await shot(page, 'overlay');

  // The overlay draws the courier where MapLibre projects its position, and the pixel there is the courier's colour.
  const at = (await page.evaluate((id) => window.__liveMap!.courierScreenPosition(id), courier.carrierId))!;
  const projected = await page.evaluate((id) => window.__liveMap!.project(window.__liveMap!.courierPosition(id)!), courier.carrierId);
  expect(Math.abs(at[0] - projected[0])).toBeLessThan(0.5);
  expect(Math.abs(at[1] - projected[1])).toBeLessThan(0.5);
  const box = (await page.getByTestId('live-map-canvas').boundingBox())!;
  expect(at[0]).toBeGreaterThan(0);
  expect(at[0]).toBeLessThan(box.width);
  expect(at[1]).toBeGreaterThan(0);
  expect(at[1]).toBeLessThan(box.height);
  const pixel = await pixelAt(page, box.x + at[0], box.y + at[1]);
  const shown = (await (await request.get('/api/carrier/me', { headers: auth(courier.token) })).json()) as { status: string };
  const expected = shown.status === 'busy' ? BUSY_ORANGE : AVAILABLE_GREEN;
  expect(Math.max(...pixel.map((v, i) => Math.abs(v - expected[i]))), `pixel ${pixel} at the ${shown.status} courier`).toBeLessThanOrEqual(4);

  // Keyboard: the courier list is a list of buttons; Enter opens the courier's card and flies the map there.
  const statusLabel = shown.status === 'busy' ? 'Meşgul' : 'Müsait';
  const item = page.locator(`[data-testid="courier-item"][data-status="${shown.status}"]`).first();
  await item.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('courier-drawer');
  await expect(drawer.locator('a[href^="tel:"]')).toBeVisible();
  await expect(drawer.getByText(statusLabel).first()).toBeVisible();
  await expect(drawer.getByText(/önce/).first()).toBeVisible();
  await page.waitForTimeout(1200); // fly-to animation
  await shot(page, 'admin-courier');

  // A click on the drawn dot selects the courier (hit test against the projected positions, after the fly-to).
  await page.locator('.ant-drawer-close').click();
  await expect(drawer.locator('a[href^="tel:"]')).toBeHidden();
  const there = (await page.evaluate((id) => window.__liveMap!.courierScreenPosition(id), courier.carrierId))!;
  await page.mouse.click(box.x + there[0] + 2, box.y + there[1] - 2);
  await expect(drawer.locator('a[href^="tel:"]')).toBeVisible();
  await expect(drawer.getByText(statusLabel).first()).toBeVisible();
});

test('zone operator: only their zones and their couriers, fewer than the admin sees', async ({ page, browser }) => {
  await signInFast(page, 'operator');
  await openMap(page, '/zone-operator/live-map');
  const operatorZones = new Set(await page.getByTestId('courier-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-zone'))));
  expect([...operatorZones].sort()).toEqual(['Kadıköy', 'Üsküdar']);
  const operatorCount = await page.getByTestId('courier-item').count();
  await page.getByTestId('zone-filter').click();
  await expect(page.locator('.ant-select-item-option')).toHaveText(['Kadıköy', 'Üsküdar']);
  await page.keyboard.press('Escape');
  await shot(page, 'operator');

  const admin = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1440, height: 900 } });
  const adminPage = await admin.newPage();
  await signInFast(adminPage, 'admin');
  await openMap(adminPage, '/admin/live-map');
  const adminZones = new Set(await adminPage.getByTestId('courier-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-zone'))));
  expect(adminZones.size).toBeGreaterThan(2);
  expect(adminZones.has('Kadıköy') && adminZones.has('Üsküdar')).toBe(true);
  expect(await adminPage.getByTestId('courier-item').count()).toBeGreaterThan(operatorCount);
  // The admin's Kadıköy + Üsküdar couriers are exactly the operator's.
  const adminInOperatorZones = await adminPage
    .getByTestId('courier-item')
    .evaluateAll((els) => els.filter((e) => ['Kadıköy', 'Üsküdar'].includes(e.getAttribute('data-zone') ?? '')).length);
  expect(adminInOperatorZones).toBe(operatorCount);
  await admin.close();
});

test('daily requests: a new request appears live, and an operator assigns it to a courier', async ({ page, request }) => {
  const courier = await demoCourier(request);
  await post(request, courier.token, '/api/carrier/status', { status: 'available' });
  await post(request, courier.token, '/api/carrier/location', NEAR_STORE);
  const adminToken = await tokenOf(request, ACCOUNTS.admin.email);
  const snapshot = await (await request.get('/api/live/snapshot', { headers: auth(adminToken) })).json();
  const courierName: string = snapshot.couriers.find((c: { id: string }) => c.id === courier.carrierId).name;

  await signInFast(page, 'admin');
  await page.goto('/admin/daily/delivery/requests');
  await expect(page.getByRole('heading', { level: 1, name: /Günlük Talepler/ })).toBeVisible();
  await expect(page.getByTestId('daily-requests-table').locator('.ant-table-tbody')).toBeVisible();
  await page.waitForTimeout(500); // let the socket open before the request is created

  const storeToken = await tokenOf(request, ACCOUNTS.store.email);
  const created = await request.post('/api/requests', { headers: auth(storeToken), data: { packetCount: 2, note: 'Canlı harita e2e' } });
  expect(created.status()).toBe(201);
  const req = await created.json();

  const row = page.locator(`tr[data-row-key="${req.id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(req.storeName);
  await shot(page, 'daily-requests');

  await row.click();
  const drawer = page.getByTestId('request-drawer');
  await expect(drawer.getByTestId('offer-log')).toContainText('Talep oluşturuldu');
  await drawer.getByTestId('assign-select').click();
  await page.keyboard.type(courierName);
  await clickOption(page.locator('.ant-select-item-option').filter({ hasText: courierName }).first(), () =>
    expect(drawer.getByTestId('assign-submit')).toBeEnabled({ timeout: 2_000 }),
  );
  await drawer.getByTestId('assign-submit').click();
  await expect(page.getByText('Kurye atandı')).toBeVisible();
  await expect(drawer.getByTestId('request-status')).toHaveText('Atandı');
  await expect(drawer.getByTestId('request-courier')).toContainText(courierName);
  await expect(drawer.getByTestId('offer-log')).toContainText('Operatör tarafından atandı');
  await expect(row).toContainText('Atandı');
  await shot(page, 'request-drawer');

  // The server agrees.
  const details = await (await request.get(`/api/requests/${req.id}`, { headers: auth(adminToken) })).json();
  expect(details.status).toBe('assigned');
  expect(details.courier.id).toBe(courier.carrierId);

  await page.goto('/admin/daily/packet/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Günlük Paket İşlemleri' })).toBeVisible();
  await expect(page.getByTestId('packet-ops-table')).toBeVisible();
  await shot(page, 'packet-operations');
});

// A functional check: the frame RATE is measured by `bench/live-map-fps.ts` (benchmarks report, tests do not time).
test('5,000 synthetic moving couriers are all drawn and keep moving', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInFast(page, 'admin');
  await openMap(page, '/admin/live-map');
  const before = await page.evaluate(() => window.__liveMap!.drawnCount());
  const running = page.evaluate(() => window.__liveMap!.simulate(5000, 5000));

  // All 5,000 are in the drawing layer, next to the real couriers.
  await expect.poll(() => page.evaluate(() => window.__liveMap!.drawnCount()), { timeout: 10_000 }).toBe(before + 5000);
  const first = await page.evaluate(() => window.__liveMap!.courierPosition('sim-0'));
  expect(first).not.toBeNull();
  const frameAt = await page.evaluate(() => window.__liveMap!.lastFrameAt);
  // They keep moving (positions read back from what is drawn) and frames keep coming.
  await expect
    .poll(async () => {
      const p = await page.evaluate(() => window.__liveMap!.courierPosition('sim-0'));
      return !!p && (p[0] !== first![0] || p[1] !== first![1]);
    })
    .toBe(true);
  await expect.poll(() => page.evaluate(() => window.__liveMap!.lastFrameAt)).toBeGreaterThan(frameAt);
  await shot(page, '5000-couriers');

  const result = await running;
  console.log(`live map, 5,000 moving couriers (functional run, not a benchmark): ${JSON.stringify(result)}`);
  expect(result.couriers).toBe(5000);
  expect(result.frames).toBeGreaterThan(0);
  // The synthetic couriers leave again; the real ones stay.
  await expect.poll(() => page.evaluate(() => window.__liveMap!.drawnCount())).toBe(before);
  expect(errors).toEqual([]);
});

// The couriers are a custom layer in MapLibre's canvas: a lost WebGL context drops custom layers, the page adds it again.
test('after a lost WebGL context the map comes back with its couriers drawn', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInFast(page, 'admin');
  await openMap(page, '/admin/live-map');
  const before = await page.evaluate(() => window.__liveMap!.drawnCount());
  // One synthetic courier (sim-0: available, green fill), moving for the whole test.
  const running = page.evaluate(() => window.__liveMap!.simulate(1, 15_000));
  await expect.poll(() => page.evaluate(() => window.__liveMap!.drawnCount())).toBe(before + 1);
  const box = (await page.getByTestId('live-map-canvas').boundingBox())!;
  const greenAtCourier = async () => {
    const at = await page.evaluate(() => window.__liveMap!.courierScreenPosition('sim-0'));
    if (!at) return false;
    const pixel = await pixelAt(page, box.x + at[0], box.y + at[1]);
    return Math.max(...pixel.map((v, i) => Math.abs(v - AVAILABLE_GREEN[i]))) <= 4;
  };
  await expect.poll(greenAtCourier, { timeout: 10_000 }).toBe(true);

  await page.evaluate(async () => {
    const gl = document.querySelector<HTMLCanvasElement>('canvas.maplibregl-canvas')!.getContext('webgl2')!;
    const ext = gl.getExtension('WEBGL_lose_context')!;
    ext.loseContext();
    await new Promise((r) => setTimeout(r, 300));
    ext.restoreContext();
  });
  const restoredAt = await page.evaluate(() => performance.now());
  // Frames come again, and the moving courier is drawn in its colour over the rebuilt map.
  await expect.poll(() => page.evaluate(() => window.__liveMap!.lastFrameAt), { timeout: 30_000 }).toBeGreaterThan(restoredAt);
  await expect.poll(greenAtCourier, { timeout: 30_000 }).toBe(true);
  await shot(page, 'context-restored');
  await running;
  expect(errors).toEqual([]);
});
