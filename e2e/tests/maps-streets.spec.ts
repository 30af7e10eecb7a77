import { expect, test, type Page } from '@playwright/test';
import { clickOption, shooter, signInFast } from './helpers';

/**
 * Streets on the maps (issue 20): the server's PMTiles extract (`../shared/map/istanbul.pmtiles` beside the project)
 * drawn by the one map style, light and dark, and finding a place by its street.
 */

// Software WebGL on two shared cores: map pages take a while to come up.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const shot = shooter('streets-');
/** Göztepe, Kadıköy: Bağdat Caddesi runs through here. */
const KADIKOY = { latitude: 40.9735, longitude: 29.0605 };

async function openLiveMapAt(page: Page, at: { latitude: number; longitude: number }) {
  await page.goto(`/admin/live-map?at=${at.latitude},${at.longitude}`);
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => (window.__liveMap?.lastFrameAt ?? 0) > 0);
  await expect.poll(() => page.evaluate(() => window.__liveMap!.view().zoom), { timeout: 30_000 }).toBeGreaterThanOrEqual(15.9);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`live map (${scheme}): Kadıköy at street level names its streets from the server's tiles`, async ({ page }) => {
    const tiles: string[] = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/map/tiles/') && r.status() === 200) tiles.push(url.pathname);
    });
    await page.addInitScript((s) => localStorage.setItem('scheme', s), scheme);
    await signInFast(page, 'admin');
    await openLiveMapAt(page, KADIKOY);
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    // Street names placed by MapLibre along the roads, in Turkish letters (Noto Sans glyphs from our server).
    await expect
      .poll(() => page.evaluate(() => window.__liveMap!.renderedLabels('street-names')), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(['Bağdat Caddesi']));
    expect(tiles.some((p) => p.startsWith('/map/tiles/14/'))).toBe(true);
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('© OpenMapTiles © OpenStreetMap contributors');
    // OpenStreetMap named once: the map's own credit keeps the other sources.
    expect((await page.locator('.maplibregl-ctrl-attrib').textContent())!.match(/OpenStreetMap/g)).toHaveLength(1);
    await page.waitForTimeout(1000);
    await shot(page, `live-map-${scheme}`);
  });
}

test('office: a street typed in the global search ("Yerler") opens the live map there at street level', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/admin/store/list');
  await page.getByTestId('global-search').fill('sogutlucesme');
  const places = page.locator('.ant-select-item-option').filter({ hasText: 'Söğütlüçeşme Caddesi' });
  await expect(page.getByText('Yerler')).toBeVisible({ timeout: 15_000 });
  // The records' groups arriving after "Yerler" may redraw the list under the click: clicked again until it opens.
  await clickOption(places.first(), () => expect(page).toHaveURL(/\/admin\/live-map\?at=4[01]\.\d+,2[89]\.\d+$/, { timeout: 2_000 }));
  const [lat, lng] = new URL(page.url()).searchParams.get('at')!.split(',').map(Number);
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => window.__liveMap?.view().zoom ?? 0), { timeout: 30_000 }).toBeGreaterThanOrEqual(15.9);
  const { center } = await page.evaluate(() => window.__liveMap!.view());
  expect(center[0]).toBeCloseTo(lng!, 4);
  expect(center[1]).toBeCloseTo(lat!, 4);
});

test('store: "bagdat cad" in a packet’s address search, the suggestion chosen, the map centres there', async ({ page }) => {
  await signInFast(page, 'store');
  await page.goto('/store/packet');
  await page.getByRole('switch', { name: /^Müşteri bilgileri/ }).click();
  const search = page.getByTestId('packet-place-search-0');
  const answered = page.waitForResponse((r) => r.url().includes('/api/geo/search') && r.url().includes('q=bagdat+cad') && r.ok());
  await search.fill('bagdat cad');
  const { items } = (await (await answered).json()) as { items: { name: string; latitude: number; longitude: number }[] };
  // OpenStreetMap spells it both ways ("Bağdat Caddesi", "Bağdat Cd."): the first suggestion is one of them.
  const best = items[0]!;
  expect(best.name).toMatch(/^Bağdat (Caddesi|Cd\.)$/);
  const option = page.getByTestId('place-option').first();
  await expect(option).toContainText(best.name);
  await expect(option).toContainText('Cadde / sokak');
  await option.click();
  await expect(search).toHaveValue(best.name);

  const map = page.getByTestId('packet-map-0');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await map.getAttribute('data-center'))?.split(',').map(Number), { timeout: 30_000 })
    .toEqual([expect.closeTo(best.latitude, 4), expect.closeTo(best.longitude, 4)]);
  // A click on the door sets the packet's delivery point.
  await map.locator('canvas').click({ position: { x: 200, y: 100 } });
  await expect(map.locator('[data-point-id="delivery"]')).toHaveCount(1);
  await page.waitForTimeout(1500);
  await map.scrollIntoViewIfNeeded();
  await shot(page, 'store-request-map');
});

test('every other map draws the streets too: zone editor (found by its street search), joker stations, a store’s "Konum" card (dark)', async ({ page }) => {
  const tiles = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/map/tiles/') && r.status() === 200) tiles.add(url.pathname);
  });
  const token = await signInFast(page, 'admin');

  await page.goto('/admin/zone/create');
  await expect(page.getByTestId('zone-map').locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('zone-place-search').fill('moda cad');
  await page.getByTestId('place-option').first().click();
  await expect.poll(() => [...tiles].some((p) => p.startsWith('/map/tiles/14/')), { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(2500);
  await shot(page, 'zone-editor');

  tiles.clear();
  await page.goto('/admin/joker/station');
  await expect(page.getByTestId('station-map').locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('station-place-search').fill('kadikoy iskele');
  await page.getByTestId('place-option').first().click();
  await expect(page.getByTestId('station-map').locator('[data-point-id="picked"]')).toHaveCount(1);
  await expect.poll(() => tiles.size, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(2500);
  await shot(page, 'joker-stations');

  await page.evaluate(() => localStorage.setItem('scheme', 'dark'));
  const list = await (await page.request.get('/api/stores?size=1&sort=name', { headers: { authorization: `Bearer ${token}` } })).json();
  tiles.clear();
  await page.goto(`/admin/store/details/${(list.items as { id: string }[])[0]!.id}`);
  const konum = page.getByTestId('location-map');
  await expect(konum.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await konum.scrollIntoViewIfNeeded();
  await expect.poll(() => tiles.size, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(2500);
  await shot(page, 'store-details-dark');
});

test('store application: an applicant without an account finds the street by name, and the map and the point go there', async ({ page }) => {
  await page.goto('/store-application');
  const map = page.getByTestId('store-location-map');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  const search = page.getByTestId('store-location-search');
  await search.fill('moda cad');
  const option = page.getByTestId('place-option').first();
  await expect(option).toContainText('Moda Caddesi');
  await expect(option).toContainText('Kadıköy');
  await option.click();
  const marker = map.locator('[data-point-id="store-location"]');
  await expect(marker).toHaveCount(1);
  const latitude = Number(await marker.getAttribute('data-latitude'));
  const longitude = Number(await marker.getAttribute('data-longitude'));
  // Moda Caddesi, Kadıköy.
  expect(Math.abs(latitude - 40.985)).toBeLessThan(0.01);
  expect(Math.abs(longitude - 29.027)).toBeLessThan(0.01);
  await expect(page.getByTestId('store-location-chosen')).toHaveText(`Seçilen konum: ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`);
  // The map looks at the street now.
  await expect
    .poll(
      async () => {
        const [lat, lng] = (await map.getAttribute('data-center'))!.split(',').map(Number);
        return Math.max(Math.abs(lat! - latitude), Math.abs(lng! - longitude));
      },
      { timeout: 15_000 },
    )
    .toBeLessThan(0.001);
  await map.scrollIntoViewIfNeeded();
  await shot(page, 'store-application-street-search');
});
