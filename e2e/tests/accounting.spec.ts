import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiAs, courierPicksUp, dropPackets, money, settleDemoStore, signInFast, tokenOf } from './helpers';

/**
 * Money going out: an accountant builds a payment group from current courier payments, exports the transfer list,
 * marks it paid and the courier's payable drops to zero; a courier with a cash-on-delivery packet hands the cash in and
 * the reconciliation balances. The deliveries are made through the store and courier APIs.
 */

test.describe.configure({ mode: 'serial' });

const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };

const as = async (request: APIRequestContext, account: keyof typeof ACCOUNTS) => apiAs(request, await tokenOf(request, account));

/** The store asks, the demo courier takes it, drops the packet and the store approves it: the courier earns a share. */
async function deliverOne(request: APIRequestContext, cash?: { amount: number; method: 'cash' | 'card' }) {
  const tokens = { store: await tokenOf(request, 'store'), courier: await tokenOf(request, 'carrier') };
  const store = apiAs(request, tokens.store);
  const courier = apiAs(request, tokens.courier);
  await courier.post('/api/carrier/status', { status: 'available' });
  await courier.post('/api/carrier/location', NEAR_STORE);
  const created = await store.post('/api/requests', { packetCount: 1 }, { 'idempotency-key': `e2e-accounting-${Date.now()}-${Math.random()}` });
  if (cash) await store.put(`/api/requests/${created.id}/cash-on-delivery`, cash);
  const details = await courierPicksUp(request, tokens, created.id);
  await dropPackets(request, tokens, details.packets, () => ({ latitude: 40.995, longitude: 29.035 }));
  await courier.post('/api/carrier/status', { status: 'offline' });
  const name = (await courier.get('/api/common/user')).name as string;
  return { store, courier, requestId: created.id as string, name };
}

test('an accountant builds a group from current payments, exports it, marks it paid and the payable drops to zero', async ({ page, request }) => {
  test.setTimeout(90_000);
  await settleDemoStore(request);
  const { courier, name: COURIER_NAME } = await deliverOne(request);
  await courier.put('/api/carrier/iban', { iban: 'TR33 0006 1005 1978 6457 8413 26' });
  const owed = (await courier.get('/api/carrier/payout')).available as number;
  expect(owed).toBeGreaterThan(0);

  await signInFast(page, 'accountant');
  await page.goto(`/accounting/accounting/current-carrier-payments?q=${encodeURIComponent(COURIER_NAME)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Güncel Kurye Ödemeleri' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: COURIER_NAME });
  await expect(row).toContainText(money(owed));
  await expect(row).toContainText('TR33 0006 1005 1978 6457 8413 26');
  await page.getByRole('checkbox', { name: `${COURIER_NAME} seç` }).check();
  await page.getByRole('button', { name: '1 kurye için ödeme grubu oluştur' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Ödeme grubu oluştur' });
  await createDialog.getByLabel('Açıklama').fill('E2E kurye ödemesi');
  await createDialog.getByRole('button', { name: 'Oluştur' }).click();

  await expect(page).toHaveURL(/\/accounting\/accounting\/payment-groups\?group=/);
  const drawer = page.getByRole('dialog').filter({ hasText: 'Ödeme grubu #' });
  await expect(drawer).toContainText('Taslak');
  await expect(drawer).toContainText(money(owed));

  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Havale listesini indir (Excel)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^odeme-grubu-\d+\.xlsx$/);

  await drawer.getByRole('button', { name: 'Onayla' }).click();
  await expect(drawer).toContainText('Onaylandı');
  await drawer.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Ödendi olarak işaretle' });
  await payDialog.getByRole('button', { name: 'Ödendi' }).click();
  await expect(payDialog.getByText('Banka referansı zorunludur.')).toBeVisible();
  await payDialog.getByLabel('Banka referansı').fill('EFT-E2E-0001');
  await payDialog.getByRole('button', { name: 'Ödendi' }).click();
  await expect(drawer.getByText('EFT-E2E-0001')).toBeVisible();
  await expect(drawer.locator('.ant-tag').filter({ hasText: 'Ödendi' })).toBeVisible();

  const after = await courier.get('/api/carrier/payout');
  expect(after).toMatchObject({ balance: 0, inGroup: 0, available: 0 });
  await page.goto(`/accounting/accounting/payments?q=EFT-E2E-0001`);
  await expect(page.getByRole('row').filter({ hasText: COURIER_NAME })).toContainText(money(owed));
  await page.goto(`/accounting/accounting/current-carrier-payments?owed=false&q=${encodeURIComponent(COURIER_NAME)}`);
  await expect(page.getByRole('row').filter({ hasText: COURIER_NAME })).toContainText(money(owed)); // paid column
  await expect(page.getByRole('row').filter({ hasText: COURIER_NAME }).locator('td').nth(9)).toHaveText(money(0));
});

test('a courier with a cash packet hands the cash in and the reconciliation balances', async ({ page, request }) => {
  test.setTimeout(90_000);
  await settleDemoStore(request);
  const { courier, name: COURIER_NAME } = await deliverOne(request, { amount: 15_000, method: 'cash' });
  const inHand = (await courier.get('/api/carrier/payout')).cashInHand as number;
  expect(inHand).toBeGreaterThanOrEqual(15_000);

  await signInFast(page, 'accountant');
  await page.goto(`/accounting/accounting/cash?q=${encodeURIComponent(COURIER_NAME)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kapıda Ödeme Mutabakatı' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: COURIER_NAME });
  await expect(row).toContainText(money(inHand));
  await row.getByRole('button', { name: `${COURIER_NAME} adlı kuryeden nakit teslim al` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'nakit teslimi' });
  await expect(dialog.getByLabel('Teslim alınan tutar')).toHaveValue((inHand / 100).toFixed(2).replace('.', ','));
  await dialog.getByRole('button', { name: 'Teslim alındı' }).click();
  await expect(page.getByText('Nakit teslimi kaydedildi.')).toBeVisible();

  expect((await courier.get('/api/carrier/payout')).cashInHand).toBe(0);
  const accountant = await as(request, 'accountant');
  const cash = await accountant.get('/api/accounting/cash?all=true&size=100');
  expect(cash.summary.cashInHand).toBe(cash.summary.collected - cash.summary.handedIn);
  await page.goto(`/accounting/accounting/cash?all=true&q=${encodeURIComponent(COURIER_NAME)}`);
  await expect(page.getByRole('row').filter({ hasText: COURIER_NAME }).locator('td').nth(4)).toHaveText(money(0));

  // The store is owed what was collected for it; paying it out clears the payable.
  const storeRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /işletmesine ödeme yap/ }) })
    .first();
  await storeRow.getByRole('button', { name: /işletmesine ödeme yap/ }).click();
  const settle = page.getByRole('dialog').filter({ hasText: 'kapıda ödeme tahsilatı' });
  await settle.getByLabel('Banka referansı').fill('EFT-E2E-STORE');
  await settle.getByRole('button', { name: 'Ödendi' }).click();
  await expect(page.getByText(/ödendi olarak kaydedildi/)).toBeVisible();
});
