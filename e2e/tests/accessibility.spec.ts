import { expect, test } from '@playwright/test';
import { apiAs, auth, signInFast, tokenOf } from './helpers';
import { axe, checkGroups, report, settle, type Violation } from './accessibility-checks';

// QUALITY.md: no serious or critical axe violation on any page (see accessibility-checks.ts). The admin area's routes,
// the most, are checked in accessibility-admin.spec.ts, so that the shards can run the two side by side.
checkGroups((group) => group.area.key !== 'admin');

test('the store packet page in the dark scheme: no serious or critical accessibility violation', async ({ page }) => {
  await signInFast(page, 'store');
  await page.addInitScript(() => window.localStorage.setItem('scheme', 'dark'));
  await page.goto('/store/packet');
  await settle(page);
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  expect(report(await axe(page, '/store/packet (dark)'))).toBe('');
});

test('the courier app, every tab: no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFast(page, 'carrier');
  await page.goto('/courier');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Uygulaması' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const found: Violation[] = [];
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    const label = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    found.push(...(await axe(page, `/courier [${label}]`)));
  }
  expect(report(found)).toBe('');
});

test('the public pages: no serious or critical accessibility violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const types = (await (await request.get('/api/carrier-types')).json()) as { code: string }[];
  // A real tracking page (a request of the demo store's own, cancelled at once when it still can be) and the page of
  // an unknown link.
  const store = apiAs(request, await tokenOf(request, 'store'));
  const created = await store.post<{ id: string }>('/api/requests', { packetCount: 1 }, { 'idempotency-key': `e2e-a11y-${Date.now()}` });
  await request.post(`/api/requests/${created.id}/cancel`, { headers: auth(await tokenOf(request, 'store')) });
  const details = await store.get<{ packets: { trackingUrl: string }[] }>(`/api/requests/${created.id}`);
  const paths = [
    '/',
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/reset-password',
    '/store-application',
    `/carrier-application/${encodeURIComponent(types[0]!.code)}`,
    '/carrier-types',
    '/privacy-policy',
    new URL(details.packets[0]!.trackingUrl).pathname,
    '/t/bilinmeyen-baglanti',
  ];
  const found: Violation[] = [];
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    try {
      if (path.startsWith('/t/')) await expect(page.getByTestId('tracking-status').or(page.locator('.ant-result'))).toBeVisible();
      await settle(page);
    } catch (error) {
      problems.push(`${path}: did not finish loading (${String(error).split('\n')[0]})`);
      continue;
    }
    found.push(...(await axe(page, path)));
  }
  expect([...problems, report(found)].filter(Boolean).join('\n')).toBe('');
});
