import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AREAS, type Area } from '../../packages/contracts/src/areas';
import { ACCOUNTS, apiAs, signInFast, tokenOf, validTc, type AccountKey } from './helpers';

/**
 * The accessibility checks of accessibility.spec.ts and accessibility-admin.spec.ts.
 *
 * QUALITY.md: no serious or critical axe violation on any page (axe's default rule set: WCAG 2.x A and AA plus best
 * practices, and label-content-name-mismatch). Every route of every area (from the contracts' list, so a new route is
 * checked without a word here) is opened as the role that owns the area, then the courier app's tabs and the public
 * pages. Each page is checked once it has drawn its data; one test per group of routes collects every violation and
 * fails once, listing route → rule → first offending elements (a violation met on several routes, once).
 */

/** Routes not checked, with the reason. Keep it short: a `:param` route gets a real value from `paramsOf` instead. */
const SKIPPED: Record<string, string> = {};

/** Routes per test: a test of 20 pages stays well inside its time on a loaded machine. */
const GROUP = 20;
const SECONDS_PER_PAGE = 20;

export type Violation = { route: string; line: string };

export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.loading-bar')).toHaveCount(0, { timeout: 10_000 });
  // Tables, lists, charts and maps have their data: no spinner or skeleton left (a map on software WebGL takes a while).
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
  // A part still loading says so (a zone's map enables its buttons once drawn, which CI's software WebGL makes late).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Colours still fading (a button enabled as the data came, 0.2 s) would be measured half-way: wait until every
  // finite animation and transition has ended (endless ones, a pulsing dot, never do).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** The page's serious and critical violations, one line each: rule, impact, help and the first three targets. */
export async function axe(page: Page, route: string, { shell = true } = {}): Promise<Violation[]> {
  // Plus one rule axe still calls experimental: a control's name must contain its visible label (WCAG 2.5.3), so
  // someone using voice control can say what they see.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  // The header and the menu are the same on every route of an area: checked with the first route only.
  if (!shell) builder.include('#main');
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const found = serious.map((v) => ({
    route,
    line: `${v.impact} ${v.id} (${v.help}) — ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')}`,
  }));
  // Shown as they come (with the first element's markup), so a run cut short still says what it found.
  for (const [i, v] of found.entries()) console.log(`${v.route} → ${v.line}\n    ${serious[i]!.nodes[0]?.html.slice(0, 300)}`);
  return found;
}

/** One message for all: a violation met on several routes (a shared component) is listed once with its routes. */
export function report(found: Violation[]) {
  const routes = new Map<string, string[]>();
  for (const v of found) routes.set(v.line, [...(routes.get(v.line) ?? []), v.route]);
  return [...routes]
    .map(([line, where]) => `${where[0]}${where.length > 1 ? ` (+${where.length - 1} more: ${where.slice(1, 4).join(', ')}…)` : ''} → ${line}`)
    .join('\n');
}

/** Opens `path` the way a link does (the router follows the history), so a group of routes costs one page load. */
async function navigateInApp(page: Page, path: string) {
  // The last page's title is marked, to wait until the new page replaced it (else axe could read the last page).
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-a11y-checked', '')));
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Two frames: the navigation's loading bar is drawn before `settle` waits for it to go.
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
  }, path);
  // A route showing the same screen as the last one (a list, then one of its records) may keep its title element.
  await expect(page.locator('h1[data-a11y-checked]'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * A real value for each `:param` of the routes: the first record the account sees (so a details page shows a record of
 * its own zone, the page people see rather than "not found"). The demo data holds no application and no announcement:
 * one is made when the account sees none (an application pending in a zone it sees; an announcement for a single
 * store, shown next year only, so no one else reads it).
 */
async function paramsOf(request: APIRequestContext, account: AccountKey, routes: readonly string[]) {
  const api = apiAs(request, await tokenOf(request, account));
  const firstId = async (path: string) => {
    const body = await api.get(path).catch(() => null);
    const items = (Array.isArray(body) ? body : body?.items) as { id: string }[] | undefined;
    return items?.[0]?.id;
  };
  const application = async (kind: 'store' | 'carrier') =>
    (await firstId(`/api/applications?size=1&kind=${kind}`)) ?? (await apply(request, kind, await firstId('/api/zones?size=1')));
  const announcement = async () => {
    const found = await firstId('/api/announcements?size=1');
    if (found) return found;
    const next = new Date().getFullYear() + 1;
    const made = await api.post<{ id: string }>('/api/announcements', {
      title: 'Yeni yıl çalışma saatleri',
      content: '<p>Yılbaşı gecesi kuryelerimiz 02.00’ye kadar çalışır.</p>',
      scheduledAt: `${next}-12-01`,
      expiresAt: `${next}-12-31`,
      audience: { kind: 'stores', storeIds: [(await firstId('/api/stores?size=1'))!] },
    });
    return made.id;
  };
  const sources: [RegExp, () => Promise<string | undefined>][] = [
    [/\/store\/registry\//, () => application('store')],
    [/\/carrier\/registry\//, () => application('carrier')],
    [/\/store\//, () => firstId('/api/stores?size=1')],
    [/\/carrier\//, () => firstId('/api/carriers?size=1')],
    [/\/zone\//, () => firstId('/api/zones?size=1')],
    [/\/user\//, () => firstId('/api/users?size=1')],
    [/announcement/, announcement],
    [/\/academy\//, () => firstId('/api/apps/academy/courses')],
    [/\/apps\/tasks\//, () => firstId('/api/apps/tasks/all')],
    [/\/contacts\//, () => firstId('/api/apps/contacts/all?size=1')],
  ];
  const sourceOf = (path: string) => sources.find(([match]) => match.test(path));
  // Only what these routes need, each once.
  const needed = new Set(routes.filter((r) => r.includes(':id')).map(sourceOf));
  const ids = new Map(await Promise.all([...needed].filter((x) => !!x).map(async (x) => [x, await x[1]()] as const)));
  const guides = routes.some((r) => r.includes('/help-center/guides/'))
    ? (await api.get<{ slug: string; guides: { slug: string }[] }[]>('/api/apps/help-center/guides')).find((c) => c.guides.length > 0)
    : undefined;
  /** The route's address (`/admin/zone/details/:id`) with its params filled in, or why it cannot be. */
  return (path: string): { path: string } | { missing: string } => {
    if (!path.includes(':')) return { path };
    if (path.includes('/help-center/guides/')) {
      if (!guides) return { missing: 'no help guide for this role' };
      return { path: path.replace(':category', guides.slug).replace(':guide', guides.guides[0]!.slug) };
    }
    const source = sourceOf(path);
    const id = source && ids.get(source);
    return id ? { path: path.replace(':id', id) } : { missing: `no record to open for ${path}` };
  };
}

/** A pending application through the public form's API (in `zoneId`, or Kadıköy); returns its id. */
async function apply(request: APIRequestContext, kind: 'store' | 'carrier', zoneId: string | undefined) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const districts = (await (await request.get('/api/geo/provinces/34/districts')).json()) as { id: number; name: string }[];
  const admin = apiAs(request, await tokenOf(request, 'admin'));
  zoneId ??= (await admin.get<{ items: { id: string; name: string }[] }>('/api/zones?size=100')).items.find((z) => z.name === 'Kadıköy')!.id;
  const person = {
    name: 'Ece',
    surname: 'Aksoy',
    nationalIdentityNumber: validTc(`${kind === 'store' ? 3 : 4}${unique.slice(-8)}`),
    phone: `0534 ${unique.slice(-7)}`,
    email: `basvuru-${unique}@ornek.test`,
    provinceId: 34,
    districtId: districts.find((d) => d.name === 'Kadıköy')!.id,
    zoneId,
    kvkkConsent: true,
  };
  const details =
    kind === 'store'
      ? {
          storeName: `Erişilebilirlik Büfe ${unique.slice(-4)}`,
          address: { line: 'Caferağa Mah. Moda Cad. No: 3, Kadıköy', point: { latitude: 40.9875, longitude: 29.0255 } },
        }
      : { carrierTypeId: ((await (await request.get('/api/carrier-types')).json()) as { id: string }[])[0]!.id };
  const res = await request.post(`/api/applications/${kind}`, { data: { ...person, ...details } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as string;
}

const accountOf = (area: Area) => (Object.keys(ACCOUNTS) as AccountKey[]).find((k) => ACCOUNTS[k].area === area.key)!;

/** Each area's routes (and, for the admin, the shared change-password page), in groups of GROUP. */
const groups = AREAS.flatMap((area) => {
  const paths = area.routes.map((r) => `/${area.key}/${r.path}`).filter((p) => !(p in SKIPPED));
  if (area.key === 'admin') paths.push('/change-password');
  const count = Math.ceil(paths.length / GROUP);
  return Array.from({ length: count }, (_, i) => ({
    area,
    account: accountOf(area),
    paths: paths.slice(i * GROUP, (i + 1) * GROUP),
    name: count > 1 ? `${area.key} ${i + 1}/${count}` : area.key,
  }));
});

/** Registers one test per group of routes that `which` picks. */
export function checkGroups(which: (group: (typeof groups)[number]) => boolean) {
  for (const { area, account, paths, name } of groups.filter(which)) {
    test(`${name}: no serious or critical accessibility violation on ${paths.length} routes as ${account}`, async ({ page, request }) => {
      test.setTimeout(60_000 + paths.length * SECONDS_PER_PAGE * 1000);
      const fill = await paramsOf(request, account, paths);
      await signInFast(page, account);
      const found: Violation[] = [];
      const problems: string[] = [];
      let loaded = false;
      let checkedShell = false;
      for (const route of paths) {
        const filled = fill(route);
        if ('missing' in filled) {
          problems.push(`${route}: ${filled.missing}`);
          continue;
        }
        const { path } = filled;
        if (loaded) await navigateInApp(page, path);
        else await page.goto(path);
        loaded = true;
        try {
          await settle(page);
        } catch (error) {
          problems.push(`${path}: did not finish loading (${String(error).split('\n')[0]})`);
          loaded = false;
          continue;
        }
        found.push(...(await axe(page, path, { shell: !checkedShell })));
        checkedShell = true;
      }
      expect([...problems, report(found)].filter(Boolean).join('\n'), `axe on ${paths.length} routes of ${area.key}`).toBe('');
    });
  }
}
