import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, offerOf, settleDemoStore, signInFast } from './helpers';

interface Hook {
  signature: string;
  body: string;
  type: string;
}

test('a store connects its system: API key, webhook receiver, courier assigned event, tracking link', async ({ page, request }) => {
  test.setTimeout(90_000);
  await settleDemoStore(request);

  // A local stand-in for the store's own system receiving webhooks.
  const hooks: Hook[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hooks.push({ signature: String(req.headers['x-kuryeofis-signature']), body, type: JSON.parse(body).type });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/kuryeofis`;

  try {
    await signInFast(page, 'store');
    await page.goto('/store/service-account');
    await expect(page.getByRole('heading', { name: 'Servis Hesabı Bilgileri' })).toBeVisible();

    // A key, shown once.
    await page.getByRole('button', { name: 'Anahtar oluştur' }).click();
    await expect(page.getByText('Anahtar adı zorunludur.')).toBeVisible();
    await page.getByRole('textbox', { name: /Anahtar adı/ }).fill('Kasa POS');
    await page.getByRole('button', { name: 'Anahtar oluştur' }).click();
    const key = (await page.getByTestId('created-api-key').innerText()).trim();
    expect(key).toMatch(/^ko_/);
    await page.screenshot({ path: 'test-results/screenshots/integrations-key-created.png' });
    await page.getByRole('button', { name: 'Kaydettim' }).click();
    await expect(page.getByRole('cell', { name: 'Kasa POS', exact: true })).toBeVisible();

    // The local receiver as a webhook endpoint, for every event.
    await page.getByRole('tab', { name: "Webhook'lar" }).click();
    await page.getByRole('textbox', { name: /Adres \(URL\)/ }).fill(receiverUrl);
    await page.getByRole('button', { name: 'Webhook ekle' }).click();
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Kaydettim' }).click();

    // The store's system creates a request with the key; the courier accepts it (through the API).
    const courierToken = (await (await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS.carrier.email, password: DEMO_PASSWORD } })).json())
      .accessToken;
    const courier = { authorization: `Bearer ${courierToken}` };
    expect((await request.post('/api/carrier/status', { headers: courier, data: { status: 'available' } })).status()).toBe(200);
    expect((await request.post('/api/carrier/location', { headers: courier, data: { latitude: 40.9885, longitude: 29.0305 } })).status()).toBe(200);
    const created = await request.post('/api/requests', {
      headers: { 'x-api-key': key, 'idempotency-key': `e2e-${Date.now()}` },
      data: { packetCount: 1, note: 'Sipariş #E2E' },
    });
    expect(created.status()).toBe(201);
    const requestId = (await created.json()).id as string;
    const offerId = await offerOf(request, courier, requestId);
    expect((await request.post(`/api/offers/${offerId}/accept`, { headers: courier })).status()).toBe(200);

    // The receiver gets the signed "courier assigned" event.
    await expect.poll(() => hooks.map((h) => h.type), { timeout: 20_000 }).toContain('courier.assigned');
    const assigned = hooks.find((h) => h.type === 'courier.assigned')!;
    const { t, v1 } = Object.fromEntries(assigned.signature.split(',').map((p) => p.split('='))) as { t: string; v1: string };
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${assigned.body}`).digest('hex'));
    expect(JSON.parse(assigned.body).data.requestId).toBe(requestId);

    // The delivery log shows it as delivered.
    const row = page.getByTestId('delivery-log').getByRole('row').filter({ hasText: 'Kurye atandı' }).first();
    await expect(row).toContainText('İletildi', { timeout: 15_000 });
    await page.screenshot({ path: 'test-results/screenshots/integrations-delivery-log.png', fullPage: true });

    // The packet's tracking link shows the store and the courier's first name, without signing in.
    const details = await (await request.get(`/api/requests/${requestId}`, { headers: { 'x-api-key': key } })).json();
    const trackingUrl = new URL(details.packets[0].trackingUrl as string);
    const courierName = (await (await request.get('/api/common/user', { headers: courier })).json()).name as string;
    const tracking = await page.context().browser()!.newPage();
    await tracking.goto(trackingUrl.pathname);
    await expect(tracking.getByTestId('tracking-store')).toHaveText(details.storeName);
    await expect(tracking.getByTestId('tracking-courier')).toHaveText(`Kuryeniz: ${courierName.split(' ')[0]}`);
    await expect(tracking.getByText(courierName)).toHaveCount(courierName.includes(' ') ? 0 : 1);
    await tracking.screenshot({ path: 'test-results/screenshots/integrations-tracking.png' });
    await tracking.close();
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
});
