import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo.1234';

export const ACCOUNTS = {
  admin: { email: 'admin@kuryeofis.test', home: '/admin/live-map', menuLink: '/admin/zone/list', area: 'admin' },
  operator: { email: 'operator@kuryeofis.test', home: '/zone-operator/live-map', menuLink: '/zone-operator/store/registry/list', area: 'zone-operator' },
  chief: { email: 'sef@kuryeofis.test', home: '/chief/live-map', menuLink: '/chief/daily/delivery/requests', area: 'chief' },
  accountant: {
    email: 'muhasebe@kuryeofis.test',
    home: '/accounting/accounting/current-carrier-payments',
    menuLink: '/accounting/accounting/payments',
    area: 'accounting',
  },
  store: { email: 'isletme@kuryeofis.test', home: '/store/packet', menuLink: '/store/service-account', area: 'store' },
  carrier: { email: 'kurye@kuryeofis.test', home: '/courier', menuLink: null, area: 'courier' },
} as const;
export type AccountKey = keyof typeof ACCOUNTS;

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

export async function signIn(page: Page, account: AccountKey) {
  await page.goto('/sign-in');
  await fillSignIn(page, ACCOUNTS[account].email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${ACCOUNTS[account].home}$`));
}

/** Signs in through the API and keeps the token where the web app looks for it: faster for tests about other things. */
export async function signInFast(page: Page, account: AccountKey) {
  const res = await page.request.post('/api/auth/sign-in', { data: { email: ACCOUNTS[account].email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const { accessToken } = await res.json();
  await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), accessToken);
  return accessToken as string;
}

/**
 * Brings the demo store back to a quiet state through the public API: every request still in motion is cancelled or,
 * past pickup, delivered by the demo courier and approved. Flows that count money or active requests start with it,
 * since earlier flows share the same store and courier.
 */
export async function settleDemoStore(request: APIRequestContext) {
  const token = async (account: AccountKey) =>
    (await (await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS[account].email, password: DEMO_PASSWORD } })).json()).accessToken as string;
  const store = { authorization: `Bearer ${await token('store')}` };
  const courier = { authorization: `Bearer ${await token('carrier')}` };
  const list = await (await request.get('/api/requests?size=100&sort=-createdAt', { headers: store })).json();
  for (const r of list.items as { id: string; status: string }[]) {
    if (['searching', 'assigned', 'arrived'].includes(r.status)) {
      await request.post(`/api/requests/${r.id}/cancel`, { headers: store });
      continue;
    }
    if (r.status !== 'picked_up' && r.status !== 'delivered') continue;
    const details = await (await request.get(`/api/requests/${r.id}`, { headers: store })).json();
    for (const p of details.packets as { id: string; status: string }[]) {
      if (p.status === 'pending') {
        await request.post(`/api/packets/${p.id}/delivered`, { headers: courier, data: { latitude: 40.995, longitude: 29.035 } });
      }
      await request.post('/api/Packet/Location/Confirm', { headers: store, data: { packetId: p.id } });
    }
  }
  await request.post('/api/carrier/status', { headers: courier, data: { status: 'offline' } });
}

/** Kuruş as the screens show them (₺1.234,50). */
export const money = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

/** An access token for a demo account (by key) or any account (by e-mail) with the demo password. */
export async function tokenOf(request: APIRequestContext, who: AccountKey | string) {
  const email = who in ACCOUNTS ? ACCOUNTS[who as AccountKey].email : who;
  const res = await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return (await res.json()).accessToken as string;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * What `apiAs` returns when a caller names no type. Still `any`: the accounting, payments, reports and store-requests
 * specs read response fields without naming a type (56 places); once they pass one, make this `unknown`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped callers in other specs; see the note above
type UntypedResponse = any;

/** A small API client bound to one user's token; every call must succeed (2xx). */
export function apiAs(request: APIRequestContext, token: string) {
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await request[method](path, { headers: { ...auth(token), ...headers }, data: method === 'get' ? undefined : (data ?? {}) });
    expect(res.status(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  return {
    get: <T = UntypedResponse>(path: string) => call<T>('get', path),
    post: <T = UntypedResponse>(path: string, data?: unknown, headers?: Record<string, string>) => call<T>('post', path, data, headers),
    put: <T = UntypedResponse>(path: string, data: unknown) => call<T>('put', path, data),
  };
}

/**
 * A `PointMap` (by its test id's locator) once MapLibre drew it: where it looks (`data-center`) and where its markers
 * stand, by point id. Software WebGL on shared cores can take a while.
 */
export async function pointMapOf(map: Locator, ids: readonly string[]) {
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  const markers: Record<string, { latitude: number; longitude: number }> = {};
  for (const id of ids) {
    const marker = map.locator(`[data-point-id="${id}"]`);
    await expect(marker).toHaveCount(1);
    markers[id] = { latitude: Number(await marker.getAttribute('data-latitude')), longitude: Number(await marker.getAttribute('data-longitude')) };
  }
  const [latitude, longitude] = (await map.getAttribute('data-center'))!.split(',').map(Number);
  return { center: { latitude: latitude!, longitude: longitude! }, markers };
}

/** Waits until the courier (token or headers) is offered the request and returns the offer's id. */
export async function offerOf(request: APIRequestContext, courier: string | Record<string, string>, requestId: string) {
  const headers = typeof courier === 'string' ? auth(courier) : courier;
  let offerId: string | undefined;
  await expect
    .poll(async () => {
      const offers = (await (await request.get('/api/carrier/offers', { headers })).json()) as { id: string; requestId: string }[];
      offerId = offers.find((o) => o.requestId === requestId)?.id;
      return offerId;
    })
    .toBeTruthy();
  return offerId!;
}

/** What the live map page exposes to the flows (`window.__liveMap`, set by the page for tests and benchmarks). */
interface LiveMapDebug {
  lastFrameAt: number;
  courierCount(): number;
  drawnCount(): number;
  courierPosition(id: string): [number, number] | null;
  courierScreenPosition(id: string): [number, number] | null;
  project(lngLat: [number, number]): [number, number];
  simulate(n?: number, durationMs?: number): Promise<{ couriers: number; durationMs: number; frames: number; fps: number; worstFrameMs: number }>;
  /** Texts MapLibre placed on screen for a symbol layer. */
  renderedLabels(layer: string): string[];
  /** Where the map looks: [lng, lat] and zoom. */
  view(): { center: [number, number]; zoom: number };
  /** Points of the selected courier's route as drawn (0: none). */
  routePoints(): number;
}
declare global {
  interface Window {
    __liveMap?: LiveMapDebug;
  }
}

/**
 * Clicks an antd option (already typed for) until `chosen` holds: clicked again while it is still shown, when the
 * click was lost because the filtered list redrew under it (seen on a loaded machine).
 */
export async function clickOption(option: Locator, chosen: () => Promise<void>) {
  await expect(async () => {
    if (await option.isVisible()) await option.click({ timeout: 5_000 });
    await chosen();
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens `menu` (an antd Dropdown's button) and clicks its item `item` until `opened` is shown: on a loaded machine a
 * click on an item still fading in can be lost, and nothing would open. Each try starts with the pointer off the
 * header: a click that landed on a neighbouring tool while the menu moved in (a bell's badge counting up) opened that
 * tool's tooltip over the item, and with the pointer resting there it stayed open and took every later click.
 */
export async function chooseFromMenu(page: Page, menu: Locator, item: string, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) {
      await page.mouse.move(0, page.viewportSize()!.height - 1);
      const entry = page.getByRole('menuitem', { name: item });
      if (!(await entry.isVisible())) await menu.click({ timeout: 5_000 });
      await entry.click({ timeout: 5_000 });
    }
    await expect(opened).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Picks an option of an antd Select by typing `typed` into it and clicking the option showing `option`, until `chosen`
 * holds (by default: the list closed, as a single select's does; a multiple select stays open, so it says its own).
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  typed: string,
  option: string | RegExp,
  chosen = () => expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 }),
) {
  await combobox.fill(typed);
  await clickOption(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first(), chosen);
}

export interface ShotOptions {
  fullPage?: boolean;
  animations?: 'disabled' | 'allow';
  /** Where the pictures go (default test-results/screenshots). */
  dir?: string;
  /** Waits before each picture (a fading overlay, a late redraw). */
  settle?: (page: Page) => Promise<void>;
}

/**
 * A spec's screenshot helper, kept as artifacts: `const shot = shooter('store-')`, then `await shot(page, 'packet')`
 * writes test-results/screenshots/store-packet.png.
 */
export function shooter(prefix: string, { dir = 'test-results/screenshots', settle, ...options }: ShotOptions = {}) {
  return async (page: Page, name: string) => {
    await settle?.(page);
    await page.screenshot({ path: `${dir}/${prefix}${name}.png`, ...options });
  };
}

type LatLng = { latitude: number; longitude: number };
/** The demo store's and the demo courier's tokens (or any store and courier of one zone). */
export interface DeliveryTokens {
  store: string;
  courier: string;
}
interface DetailsForDelivery {
  id: string;
  number: number;
  packets: { id: string }[];
  store: { name: string; location: LatLng };
}

/**
 * The courier takes a store's request through the API, like the courier app would: waits for the offer, accepts it,
 * arrives at the store (when asked) and picks the packets up. Returns the request's details as the store reads them.
 */
export async function courierPicksUp(request: APIRequestContext, tokens: DeliveryTokens, requestId: string, { arrive = false } = {}) {
  const courier = apiAs(request, tokens.courier);
  const offerId = await offerOf(request, tokens.courier, requestId);
  await courier.post(`/api/offers/${offerId}/accept`);
  if (arrive) await courier.post(`/api/requests/${requestId}/arrived`);
  await courier.post(`/api/requests/${requestId}/picked-up`);
  return apiAs(request, tokens.store).get<DetailsForDelivery>(`/api/requests/${requestId}`);
}

/**
 * The courier drops each packet at `at(index)` and, unless `confirm` is false, the store confirms each location at
 * once (so the fee is booked). Returns each drop's answer.
 */
export async function dropPackets(
  request: APIRequestContext,
  tokens: DeliveryTokens,
  packets: readonly { id: string }[],
  at: (index: number) => LatLng,
  { confirm = true } = {},
) {
  const drops: { id: string; fee: number; distanceMeters: number }[] = [];
  for (const [i, p] of packets.entries()) {
    drops.push(await apiAs(request, tokens.courier).post(`/api/packets/${p.id}/delivered`, at(i)));
    if (confirm) await apiAs(request, tokens.store).post('/api/Packet/Location/Confirm', { packetId: p.id });
  }
  return drops;
}

/** A valid T.C. kimlik no from nine digits (the first not 0). */
export function validTc(nine: string) {
  const d = [...nine].map(Number);
  const tenth = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  return `${nine}${tenth}${(d.reduce((a, b) => a + b, 0) + tenth) % 10}`;
}

/**
 * A store of the flow's own in Kadıköy, through the public API: the application, the admin's approval, the mailed
 * set-password link; signed in with the demo password. Flows that read a store's inbox or money start from it, so
 * nothing other flows did to the demo store reaches them.
 */
export async function newStore(request: APIRequestContext, storeName: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `isletme-${unique}@ornek-isletme.test`;
  const districts = (await (await request.get('/api/geo/provinces/34/districts')).json()) as { id: number; name: string }[];
  const admin = apiAs(request, await tokenOf(request, 'admin'));
  const zones = (await admin.get<{ items: { id: string; name: string }[] }>('/api/zones?size=100')).items;
  const applied = await request.post('/api/applications/store', {
    data: {
      name: 'Deniz',
      surname: 'Akın',
      nationalIdentityNumber: validTc(`1${unique.slice(-8)}`),
      phone: `0532 ${unique.slice(-7)}`,
      email,
      provinceId: 34,
      districtId: districts.find((d) => d.name === 'Kadıköy')!.id,
      kvkkConsent: true,
      zoneId: zones.find((z) => z.name === 'Kadıköy')!.id,
      storeName,
      address: { line: 'Caferağa Mah. Moda Cad. No: 12, Kadıköy', point: { latitude: 40.9875, longitude: 29.0255 } },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await admin.post(`/api/applications/${(await applied.json()).id}/approve`);
  const [mail] = await admin.get<{ text: string }[]>(`/api/mail/outbox?to=${encodeURIComponent(email)}&size=1`);
  const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
  expect((await request.post('/api/auth/reset-password', { data: { token, password: DEMO_PASSWORD } })).status()).toBeLessThan(300);
  return { email, token: await tokenOf(request, email) };
}

/**
 * A courier of the flow's own in Kadıköy, through the public API: the application and the admin's approval. Returns
 * its carrier id and full name (the courier never signs in here).
 */
export async function newCourier(request: APIRequestContext, name: string, surname: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const districts = (await (await request.get('/api/geo/provinces/34/districts')).json()) as { id: number; name: string }[];
  const types = (await (await request.get('/api/carrier-types')).json()) as { id: string }[];
  const admin = apiAs(request, await tokenOf(request, 'admin'));
  const zones = (await admin.get<{ items: { id: string; name: string }[] }>('/api/zones?size=100')).items;
  const email = `kurye-${unique}@ornek-kurye.test`;
  const applied = await request.post('/api/applications/carrier', {
    data: {
      name,
      surname,
      nationalIdentityNumber: validTc(`2${unique.slice(-8)}`),
      phone: `0533 ${unique.slice(-7)}`,
      email,
      provinceId: 34,
      districtId: districts.find((d) => d.name === 'Kadıköy')!.id,
      zoneId: zones.find((z) => z.name === 'Kadıköy')!.id,
      kvkkConsent: true,
      carrierTypeId: types[0].id,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await admin.post(`/api/applications/${(await applied.json()).id}/approve`);
  const found = await admin.get<{ items: { id: string; email?: string }[] }>(`/api/carriers?q=${encodeURIComponent(`${name} ${surname}`)}&size=5`);
  expect(found.items.length, 'the approved courier is listed').toBeGreaterThan(0);
  return { carrierId: found.items[0].id, fullName: `${name} ${surname}` };
}
