import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInFast, type AccountKey } from './helpers';

/**
 * QUALITY.md: no serious or critical axe violation on the pages people live in (axe's default rule set: WCAG 2.x A
 * and AA plus best practices). Each page is checked once it has loaded its data; a violation lists the rule, its
 * impact and the first offending elements.
 */
test.describe.configure({ timeout: 90_000 });

const PAGES: { name: string; path: string; as: AccountKey | null; dark?: boolean; ready: (page: Page) => Promise<void> }[] = [
  { name: 'sign-in', path: '/sign-in', as: null, ready: (p) => expect(p.getByRole('button', { name: 'Giriş yap' })).toBeVisible() },
  { name: 'store packet page', path: '/store/packet', as: 'store', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'store packet page, dark scheme',
    path: '/store/packet',
    as: 'store',
    dark: true,
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  { name: 'live map', path: '/admin/live-map', as: 'admin', ready: (p) => expect(p.locator('canvas').first()).toBeVisible() },
  { name: 'courier app', path: '/courier', as: 'carrier', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Kurye Uygulaması' })).toBeVisible() },
  { name: 'store list', path: '/admin/store/list', as: 'admin', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'current courier payments',
    path: '/accounting/accounting/current-carrier-payments',
    as: 'accountant',
    ready: (p) => expect(p.getByRole('table')).toBeVisible(),
  },
  { name: 'emergencies', path: '/chief/emergency', as: 'chief', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const target of PAGES) {
  test(`${target.name}: no serious or critical accessibility violation`, async ({ page }) => {
    if (target.as) await signInFast(page, target.as);
    if (target.dark) await page.addInitScript(() => window.localStorage.setItem('scheme', 'dark'));
    await page.goto(target.path);
    await target.ready(page);
    if (target.dark) await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
    expect(bad, `axe on ${target.path}`).toEqual([]);
  });
}
