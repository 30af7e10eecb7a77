import { expect, test, type Page } from '@playwright/test';
import { chooseOption, pointMapOf, shooter, signInFast } from './helpers';

/**
 * The offline basemap (İstanbul land from OpenStreetMap's coastline, district and sea names drawn with our served font),
 * zone names on the live map, real maps in the directory's "Konum" cards and the store application's map picker.
 */

// Software WebGL on two shared cores: map pages take a while to come up.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const shot = shooter('maps-');

test('live map: zones carry their names and İstanbul’s districts are named on the offline basemap', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/map/')) mapRequests.push(url.pathname);
  });
  await signInFast(page, 'admin');
  await page.goto('/admin/live-map');
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => (window.__liveMap?.lastFrameAt ?? 0) > 0);
  // The demo zones, named inside their polygons (placed by MapLibre, so the glyphs were drawn from our font).
  await expect
    .poll(() => page.evaluate(() => window.__liveMap!.renderedLabels('zone-label')), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(['Kadıköy', 'Beşiktaş', 'Üsküdar']));
  await expect.poll(() => page.evaluate(() => window.__liveMap!.renderedLabels('district-labels').length), { timeout: 60_000 }).toBeGreaterThan(5);
  expect(mapRequests).toEqual(expect.arrayContaining(['/map/istanbul-land.geojson', '/map/istanbul-districts.geojson', '/map/fonts/dejavu-sans-bold.ttf']));
  await shot(page, 'live-map');
});

/** The point a "Konum" map shows: its marker's data and where the map looks. */
async function locationMapOf(page: Page) {
  const { center, markers } = await pointMapOf(page.getByTestId('location-map'), ['location']);
  return { center, marker: markers.location! };
}

test('store details: the "Konum" card is a real map on the store’s own point, different for two stores', async ({ page }) => {
  const token = await signInFast(page, 'admin');
  const list = await (await page.request.get('/api/stores?size=50&sort=name', { headers: { authorization: `Bearer ${token}` } })).json();
  const stores = list.items as { id: string; name: string }[];
  const details = await Promise.all(
    stores.map(
      async (s) =>
        (await (await page.request.get(`/api/stores/${s.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          id: string;
          latitude: number;
          longitude: number;
        },
    ),
  );
  // Two stores well apart (over ~2 km), so their maps cannot look the same.
  const a = details[0]!;
  const b = details.find((d) => Math.hypot(d.latitude - a.latitude, d.longitude - a.longitude) > 0.02)!;
  expect(b).toBeTruthy();

  const seen = [];
  for (const [i, store] of [a, b].entries()) {
    await page.goto(`/admin/store/details/${store.id}`);
    await expect(page.getByRole('heading', { name: 'Konum' })).toBeVisible({ timeout: 30_000 });
    const shown = await locationMapOf(page);
    expect(shown.marker.latitude).toBeCloseTo(store.latitude, 5);
    expect(shown.marker.longitude).toBeCloseTo(store.longitude, 5);
    // The map is centred on the store (to a few metres).
    expect(shown.center.latitude).toBeCloseTo(store.latitude, 3);
    expect(shown.center.longitude).toBeCloseTo(store.longitude, 3);
    seen.push(shown);
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500); // the basemap's land and labels come in after the first frame
    await shot(page, `store-details-${i + 1}`);
  }
  expect(seen[0]!.center).not.toEqual(seen[1]!.center);
});

test('store application: the location is picked on the map, and the district moves the map', async ({ page }) => {
  await page.goto('/store-application');
  await expect(page.getByRole('heading', { level: 1, name: 'İşletme başvurusu' })).toBeVisible();
  // No typed coordinates any more.
  await expect(page.getByRole('spinbutton', { name: /Enlem|Boylam/ })).toHaveCount(0);
  const map = page.getByTestId('store-location-map');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });

  // Sending without a point names the missing location in Turkish.
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(page.getByText('Haritada işletmenizin konumunu seçin.')).toBeVisible();

  // İstanbul, then Beşiktaş: the map moves to the district's centre (from the public reference API).
  const districts = (await (await page.request.get('/api/geo/provinces/34/districts')).json()) as {
    name: string;
    center: { latitude: number; longitude: number };
  }[];
  const besiktas = districts.find((d) => d.name === 'Beşiktaş')!;
  await chooseOption(page, page.getByRole('combobox', { name: 'İl', exact: true }), 'İstanbul', /^İstanbul$/);
  await chooseOption(page, page.getByRole('combobox', { name: 'İlçe', exact: true }), 'Beşik', 'Beşiktaş');
  await expect
    .poll(async () => (await map.getAttribute('data-center'))!.split(',').map((n) => Number(Number(n).toFixed(3))))
    .toEqual([Number(besiktas.center.latitude.toFixed(3)), Number(besiktas.center.longitude.toFixed(3))]);

  // A click on the map puts the store's pin there; the chosen point is shown and the error goes away.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
  const marker = map.locator('[data-point-id="store-location"]');
  await expect(marker).toHaveCount(1);
  const picked = { latitude: Number(await marker.getAttribute('data-latitude')), longitude: Number(await marker.getAttribute('data-longitude')) };
  // Right and up of the centre: east and north of Beşiktaş's centre, within the district's neighbourhood.
  expect(picked.longitude).toBeGreaterThan(besiktas.center.longitude);
  expect(picked.latitude).toBeGreaterThan(besiktas.center.latitude);
  expect(Math.abs(picked.latitude - besiktas.center.latitude)).toBeLessThan(0.02);
  await expect(page.getByTestId('store-location-chosen')).toHaveText(`Seçilen konum: ${picked.latitude.toFixed(5)}, ${picked.longitude.toFixed(5)}`);
  await expect(page.getByText('Haritada işletmenizin konumunu seçin.')).toHaveCount(0);

  // The keyboard way: "Haritanın ortasını seç" takes the map's centre.
  await page.getByRole('button', { name: 'Haritanın ortasını seç' }).click();
  await expect(page.getByTestId('store-location-chosen')).toHaveText(
    `Seçilen konum: ${besiktas.center.latitude.toFixed(5)}, ${besiktas.center.longitude.toFixed(5)}`,
  );
  await map.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await shot(page, 'store-application');
});
