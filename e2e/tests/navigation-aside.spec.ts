import { expect, test, type Page } from '@playwright/test';
import { signInFast } from './helpers';

/**
 * An `aside` menu item (Fuse's vertical navigation) opens its children in a panel of its own beside the menu: the
 * admin's reports. Clicking it again, Escape, a click outside or choosing a page closes the panel.
 */
test.describe.configure({ timeout: 120_000 });

/** The report pages directly under "Raporlar", and those in its two collapsables (by href: two are "Dönem Özeti"). */
const TOP_REPORTS = ['Tarihe Göre Kâr', 'Tarih ve İle Göre Kâr', 'Kurye Performansı', 'İş Özeti'];
const CARRIER_REPORTS = ['/admin/reports/carrier/summary', '/admin/reports/carrier/backlogs'];
const STORE_REPORTS = ['/admin/reports/store/usage', '/admin/reports/store/summary', '/admin/reports/store/backlogs'];

async function openAdminPage(page: Page) {
  await signInFast(page, 'admin');
  await page.goto('/admin/zone/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

const reportsItem = (page: Page) => page.getByTestId('nav').locator('[data-nav-aside="reports"]');
const reportsPanel = (page: Page) => page.getByRole('dialog', { name: 'Raporlar', exact: true });

test('the admin reports open as a panel beside the menu: keyboard, Escape, outside click and choosing a report', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdminPage(page);
  const item = reportsItem(page);
  const panel = reportsPanel(page);

  // A menu entry that says it opens something, not a sub menu folding in place.
  await expect(item).toHaveAttribute('role', 'menuitem');
  await expect(item).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(item).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('nav').locator('a[href="/admin/reports/work-summary"]')).toHaveCount(0);

  await item.click();
  await expect(panel).toBeVisible();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
  await expect(panel.getByRole('heading', { level: 2, name: 'Raporlar' })).toBeVisible();
  for (const name of TOP_REPORTS) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  // The collapsables inside render as the menu renders them: folded, opening in place.
  await expect(panel.locator('a[href="/admin/reports/carrier/summary"]')).toBeHidden();
  await panel.getByRole('menuitem', { name: /Kurye Raporları/ }).click();
  for (const href of CARRIER_REPORTS) await expect(panel.locator(`a[href="${href}"]`)).toBeVisible();
  await panel.getByRole('menuitem', { name: /İşletme Raporları/ }).click();
  for (const href of STORE_REPORTS) await expect(panel.locator(`a[href="${href}"]`)).toBeVisible();

  // Beside the menu, not over it, and within the window.
  const menuBox = (await page.getByTestId('nav-panel').boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.x).toBeGreaterThanOrEqual(menuBox.x + menuBox.width - 1);
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1440);
  await page.screenshot({ path: 'test-results/screenshots/nav-aside.png' });

  // Escape closes it and gives the focus back to the entry; Enter there opens it again with the focus inside.
  await panel.getByRole('link', { name: 'İş Özeti', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(item).toBeFocused();
  await expect(item).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Tarihe Göre Kâr', exact: true })).toBeFocused();

  // Clicking the entry again closes it; so does a click outside.
  await item.click();
  await expect(panel).toBeHidden();
  await item.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(1000, 500);
  await expect(panel).toBeHidden();

  // Choosing a report goes there and closes the panel; the entry stands for the report in the menu.
  await item.click();
  await panel.getByRole('link', { name: 'Kurye Performansı', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/carrier-performance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Performansı' })).toBeVisible({ timeout: 30_000 });
  await expect(panel).toBeHidden();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
});

test('on a 375 px phone the panel opens over the menu drawer and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdminPage(page);
  const toggle = page.getByTestId('nav-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const item = reportsItem(page);
  const panel = reportsPanel(page);
  await item.click();
  await expect(panel).toBeVisible();
  for (const name of TOP_REPORTS) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/screenshots/nav-aside-phone.png' });

  // Escape closes the panel only: the menu drawer stays open, the focus back on the entry.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toBeFocused();

  // The close button, then choosing a report (the panel and the drawer both close).
  await item.click();
  await panel.getByRole('button', { name: 'Kapat' }).click();
  await expect(panel).toBeHidden();
  await expect(item).toBeFocused();
  await item.click();
  await panel.getByRole('link', { name: 'İş Özeti', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/work-summary$/);
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('an icon rail opens the same panel beside it; a horizontal bar keeps the reports a sub menu', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFast(page, 'admin');
  // thin: a dark rail of icons only (labels in tooltips).
  await page.goto('/change-password?layout=thin');
  await expect(page.locator('[data-layout="thin"]')).toBeVisible({ timeout: 30_000 });
  const item = reportsItem(page);
  const panel = reportsPanel(page);
  await item.click();
  await expect(panel).toBeVisible();
  for (const name of TOP_REPORTS) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  const railBox = (await page.getByTestId('nav-panel').boundingBox())!;
  expect(Math.round(railBox.width)).toBe(80);
  expect((await panel.boundingBox())!.x).toBeGreaterThanOrEqual(railBox.width - 1);
  await page.screenshot({ path: 'test-results/screenshots/nav-aside-rail.png' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(item).toBeFocused();

  // modern: the menu runs across the header, with no side to open to.
  await page.goto('/change-password?layout=modern');
  await expect(page.locator('[data-layout="modern"]')).toBeVisible({ timeout: 30_000 });
  const nav = page.getByTestId('nav');
  await expect(nav.locator('a[href="/admin/zone/list"]').first()).toBeAttached();
  await expect(nav.locator('[data-nav-aside]')).toHaveCount(0);
  await expect(nav.locator('a[href="/admin/reports/work-summary"]').first()).toBeAttached();
});
