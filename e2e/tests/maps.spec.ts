import { expect, test, type Page } from '@playwright/test';
import { signInFast } from './helpers';

/**
 * The offline basemap (İstanbul land from OpenStreetMap's coastline, district and sea names drawn with our served font),
 * zone names on the live map, real maps in the directory's "Konum" cards and the store application's map picker.
 */

// Software WebGL on two shared cores: map pages take a while to come up.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/maps-${name}.png` });

interface LiveMapDebug {
  lastFrameAt: number;
  renderedLabels(layer: string): string[];
}
declare global {
  interface Window {
    __liveMap?: LiveMapDebug;
  }
}

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
  await expect.poll(() => page.evaluate(() => window.__liveMap!.renderedLabels('zone-label')), { timeout: 60_000 }).toEqual(
    expect.arrayContaining(['Kadıköy', 'Beşiktaş', 'Üsküdar']),
  );
  await expect.poll(() => page.evaluate(() => window.__liveMap!.renderedLabels('district-labels').length), { timeout: 60_000 }).toBeGreaterThan(5);
  expect(mapRequests).toEqual(expect.arrayContaining(['/map/istanbul-land.geojson', '/map/istanbul-districts.geojson', '/map/fonts/dejavu-sans-bold.ttf']));
  await shot(page, 'live-map');
});
