import { expect, test } from '@playwright/test';
import { signInFast } from './helpers';

/** §2 and §9: eleven layouts of one shell, chosen by configuration, `?layout=` and route data (route data wins). */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 300_000 });

const SIDE: Record<string, number> = { material: 280, classic: 280, classy: 280, futuristic: 280, compact: 112, dense: 80, thin: 80 };
const TOP = ['modern', 'centered', 'enterprise'];

test('each of the eleven layouts frames the change-password page; the admin area keeps its own', async ({ page }) => {
  await signInFast(page, 'admin');
  for (const layout of ['empty', ...TOP, ...Object.keys(SIDE)]) {
    await page.goto(`/change-password?layout=${layout}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    if (layout === 'empty') {
      await expect(page.locator('[data-layout]')).toHaveCount(0);
      await expect(page.getByTestId('nav')).toHaveCount(0);
    } else {
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      const panel = page.getByTestId('nav-panel');
      await expect(panel.getByRole('link').first()).toBeAttached();
      const box = (await panel.boundingBox())!;
      const header = (await page.locator('header').first().boundingBox())!;
      if (layout in SIDE) {
        expect(Math.round(box.width), `${layout}: navigation width`).toBe(SIDE[layout]);
        expect(box.x, `${layout}: navigation on the left`).toBe(0);
        // material's header spans the window above the menu; the others' header lies beside it, above the page.
        if (layout === 'material') expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        else expect(header.x, `${layout}: header beside the menu`).toBeGreaterThanOrEqual(SIDE[layout] - 1);
      } else {
        // A horizontal menu: in the header (modern, centered) or on a bar of its own under it (enterprise).
        if (layout === 'enterprise') expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        else expect(box.y).toBeGreaterThanOrEqual(header.y - 1);
        expect(box.height).toBeLessThanOrEqual(64);
      }
      if (layout === 'centered') expect(header.x, 'centered: the shell sits in a box').toBeGreaterThan(0);
    }
    await page.waitForTimeout(400);
    await page.screenshot({ path: `test-results/screenshots/layout-${layout}.png` });

    // Route data wins: the admin area stays in its dense layout whatever the query says.
    await page.goto(`/admin/zone/list?layout=${layout}`);
    await expect(page.locator('[data-layout="dense"]')).toBeVisible({ timeout: 20_000 });
    expect(Math.round((await page.getByTestId('nav-panel').boundingBox())!.width)).toBe(80);
  }
});

test('the settings drawer names and previews each layout, says which pages follow it, and switching clears ?layout=', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/change-password?layout=thin');
  await expect(page.locator('[data-layout="thin"]')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Görünüm ayarları' }).click();
  const drawer = page.getByRole('dialog', { name: 'Görünüm ayarları' });
  await expect(drawer.getByText(/bir bölüme ait olmayan sayfalarda geçerlidir/)).toBeVisible();
  await expect(drawer.getByRole('radio')).toHaveCount(11);
  await expect(drawer.locator('.ant-radio-wrapper svg')).toHaveCount(11);
  await page.screenshot({ path: 'test-results/screenshots/layout-settings-drawer.png' });
  await drawer.getByText('Klasik', { exact: true }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.locator('[data-layout="classic"]')).toBeVisible();

  // In an area the drawer says the area keeps its own layout.
  await page.goto('/admin/zone/list');
  await page.getByRole('button', { name: 'Görünüm ayarları' }).click();
  await expect(page.getByRole('dialog', { name: 'Görünüm ayarları' }).getByText(/Bu bölüm her zaman "Açılan simge menüsü"/)).toBeVisible();
});

test('a window crossing the phone breakpoint swaps the shell but keeps the page: a half-typed form survives', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/change-password?layout=classic');
  const field = page.locator('#main input[type="password"]').first();
  await field.fill('yarım kalan');
  await field.evaluate((input) => input.setAttribute('data-kept', 'yes'));

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.locator('[data-phone]')).toBeVisible();
  await expect(page.locator('#main input[data-kept="yes"]')).toHaveValue('yarım kalan');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('[data-layout="classic"]:not([data-phone])')).toBeVisible();
  // The same element, not a new page showing the same text: the page was never unmounted.
  await expect(page.locator('#main input[data-kept="yes"]')).toHaveValue('yarım kalan');
  await expect(page.locator('#main')).toHaveCount(1);
});
