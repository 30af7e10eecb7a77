import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AREAS } from '../../packages/contracts/src/areas';
import { ACCOUNTS, auth, signInFast, tokenOf, type AccountKey } from './helpers';

/** A phone is a first-class screen: every route of every area fits 375 px, and the menu is an overlay. */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });

const PHONE = 375;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/phone-${name}.png` });

/** Real ids for the `:id` routes, so detail pages show a real record. */
async function sampleIds(request: APIRequestContext) {
  const headers = auth(await tokenOf(request, 'admin'));
  const first = async (path: string) => ((await (await request.get(path, { headers })).json()).items?.[0]?.id as string | undefined) ?? crypto.randomUUID();
  return {
    store: await first('/api/stores?size=1'),
    carrier: await first('/api/carriers?size=1'),
    zone: await first('/api/zones?size=1'),
    user: await first('/api/users?size=1'),
    announcement: await first('/api/announcements?size=1'),
    storeApplication: await first('/api/applications?size=1&kind=store'),
    carrierApplication: await first('/api/applications?size=1&kind=carrier'),
  };
}
type Ids = Awaited<ReturnType<typeof sampleIds>>;

/** An area's route path (`store/details/:id`) with a real id of its kind. */
function fill(path: string, ids: Ids) {
  if (!path.includes(':id')) return path;
  const id = path.startsWith('store/registry')
    ? ids.storeApplication
    : path.startsWith('carrier/registry')
      ? ids.carrierApplication
      : path.startsWith('store/')
        ? ids.store
        : path.startsWith('carrier/')
          ? ids.carrier
          : path.startsWith('zone/')
            ? ids.zone
            : path.startsWith('user/')
              ? ids.user
              : ids.announcement;
  return path.replace(':id', id);
}

/** The page's width and, when it is too wide, the innermost elements that stick out (to say what to fix). */
async function overflow(page: Page) {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return { width, culprits: [] as string[] };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.right <= limit + 1 || r.width === 0) return false;
        // Inside something that scrolls sideways on its own (a table), it does not widen the page.
        for (let p = el.parentElement; p; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if ((o === 'auto' || o === 'scroll' || o === 'hidden') && p.getBoundingClientRect().right <= limit + 1) return false;
        }
        return ![...el.children].some((c) => c.getBoundingClientRect().right > limit + 1);
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${Math.round(el.getBoundingClientRect().right)}] "${(el.textContent ?? '').slice(0, 30)}"`,
      );
    return { width, culprits };
  }, PHONE);
}

async function settle(page: Page) {
  await expect(page.locator('#main')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.loading-bar')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(300);
}

/**
 * Opens `path` the way a click on a link does (the router follows the history), so a group of routes costs one page
 * load; waits until the page has drawn its data.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Two frames: React has drawn the loading bar of the navigation before `settle` waits for it to go.
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
  }, path);
  await settle(page);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 10_000 });
}

const areaAccounts: [AccountKey, (typeof AREAS)[number]['key']][] = [
  ['admin', 'admin'],
  ['operator', 'zone-operator'],
  ['chief', 'chief'],
  ['accountant', 'accounting'],
  ['store', 'store'],
];

/** Each area's routes (and the shared change-password page), in groups of 16 so each test stays short. */
const routeGroups = areaAccounts.flatMap(([account, areaKey]) => {
  const area = AREAS.find((a) => a.key === areaKey)!;
  const paths = [...area.routes.map((r) => ({ prefix: `/${area.key}/`, path: r.path })), { prefix: '/', path: 'change-password' }];
  const groups: { account: AccountKey; paths: typeof paths; name: string }[] = [];
  for (let i = 0; i < paths.length; i += 16) groups.push({ account, paths: paths.slice(i, i + 16), name: `${areaKey} ${i / 16 + 1}` });
  return groups;
});

for (const { account, paths, name } of routeGroups) {
  test(`every route fits a 375 px phone: ${name}`, async ({ page, request }) => {
    const ids = await sampleIds(request);
    await signInFast(page, account);
    const tooWide: string[] = [];
    for (const [i, route] of paths.entries()) {
      const path = route.prefix + fill(route.path, ids);
      if (i === 0) {
        await page.goto(path);
        await settle(page);
      } else await navigateInApp(page, path);
      const { width, culprits } = await overflow(page);
      if (width > PHONE) {
        tooWide.push(`${path}: ${width}px ← ${culprits.join(' | ')}`);
        console.log(tooWide.at(-1));
        await shot(page, `too-wide-${path.replaceAll('/', '_')}`);
      }
    }
    expect(tooWide, tooWide.join('\n')).toEqual([]);
  });
}

test('public, sign-in and courier pages fit a 375 px phone', async ({ page }) => {
  const tooWide: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await settle(page);
    const { width, culprits } = await overflow(page);
    if (width > PHONE) tooWide.push(`${path}: ${width}px ← ${culprits.join(' | ')}`);
  };
  for (const path of ['/', '/carrier-types', '/privacy-policy', '/store-application', '/sign-in', '/sign-up', '/forgot-password']) await check(path);
  await signInFast(page, 'carrier');
  await check('/courier');
  expect(tooWide, tooWide.join('\n')).toEqual([]);
});

for (const [account] of areaAccounts) {
  test(`${account}: the menu is an overlay that closes on a choice, a tap outside and Escape; the header fits`, async ({ page }) => {
    await signInFast(page, account);
    await page.goto(ACCOUNTS[account].home);
    await settle(page);
    const toggle = page.getByTestId('nav-toggle');
    const panel = page.locator('.nav-overlay .ant-drawer-section');
    const mask = page.locator('.nav-overlay .ant-drawer-mask');
    await expect(toggle).toBeVisible();
    await expect(panel).toBeHidden();

    // Opens over the page: the page keeps its width, the toggle stays in reach.
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(mask).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    const box = (await toggle.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-testid="nav-toggle"]'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop, 'the toggle is not covered by its own menu').toBe(true);
    await shot(page, `menu-open-${account}`);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(PHONE - 10, 500);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();

    // Choosing a page closes the menu.
    await toggle.click();
    const href = `a[href="${ACCOUNTS[account].menuLink}"]`;
    const link = panel.locator(href).first();
    // The link may be inside closed collapsables: open them, outermost first.
    for (let i = 0; i < 3 && !(await link.isVisible()); i++) {
      await panel
        .locator('.ant-menu-submenu:not(.ant-menu-submenu-open)', { has: page.locator(href) })
        .first()
        .locator('.ant-menu-submenu-title')
        .first()
        .click();
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${ACCOUNTS[account].menuLink}$`));
    await expect(panel).toBeHidden();

    // The header's tools are folded into one button; the user's menu with "Çıkış yap" is in reach.
    const header = page.locator('header').first();
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.width).toBeLessThanOrEqual(PHONE);
    for (const el of await header.locator('button, a, input').all()) {
      if (!(await el.isVisible())) continue;
      const b = (await el.boundingBox())!;
      expect(b.x + b.width, 'a header tool lies off-screen').toBeLessThanOrEqual(PHONE);
    }
    await page.getByTestId('header-more').click();
    const tools = page.getByTestId('header-tools-panel');
    await expect(tools).toBeVisible();
    await shot(page, `tools-${account}`);
    await tools.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Çıkış yap' })).toBeVisible();
    await shot(page, `user-menu-${account}`);
  });
}

test('the search bar opens over the header, searches, and clears when closed', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/admin/zone/list');
  await settle(page);
  await page.getByTestId('search-bar-open').click();
  const bar = page.getByTestId('search-bar');
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.width), 'the bar spans the header').toBeGreaterThanOrEqual(PHONE - 1);
  const input = bar.getByRole('combobox', { name: 'Ara' });
  await expect(input).toBeFocused();
  await input.fill('Kurye');
  await expect(page.getByText('Kuryeler', { exact: true }).filter({ visible: true }).first()).toBeVisible({ timeout: 10_000 });
  await shot(page, 'search-bar');
  await page.getByTestId('search-bar-close').click();
  await expect(bar).toBeHidden();
  await page.getByTestId('search-bar-open').click();
  await expect(page.getByTestId('search-bar').getByRole('combobox', { name: 'Ara' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('search-bar')).toBeHidden();
});
