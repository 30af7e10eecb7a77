import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, clickOption, signInFast } from './helpers';

/** Quick chat: the zone operator writes to the demo courier, whose open courier app shows it without reloading. */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 90_000 });

test('an operator messages a courier who sees it in real time', async ({ page, browser, request }) => {
  const courierToken = (await (await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS.carrier.email, password: DEMO_PASSWORD } })).json())
    .accessToken as string;
  const courierName = (await (await request.get('/api/common/user', { headers: { authorization: `Bearer ${courierToken}` } })).json()).name as string;
  const text = `Kadıköy'de yoğunluk var ${Date.now().toString(36)}`;

  // The courier's app is open first.
  const courierContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 412, height: 860 } });
  await courierContext.addInitScript((t) => window.localStorage.setItem('accessToken', t), courierToken);
  const courier = await courierContext.newPage();
  await courier.goto('/courier');
  await expect(courier.getByTestId('quick-chat-button')).toBeVisible({ timeout: 30_000 });

  // The operator writes from the header's quick chat.
  await signInFast(page, 'operator');
  await page.goto('/zone-operator/store/registry/list');
  await page.getByTestId('quick-chat-button').click();
  const drawer = page.getByRole('dialog', { name: 'Mesajlar' });
  await drawer.getByTestId('quick-chat-new').click();
  await page.keyboard.type(courierName.split(' ')[0]);
  await clickOption(page.locator('.ant-select-item-option', { hasText: courierName }).first(), () =>
    expect(drawer.getByLabel('Mesajınızı yazın')).toBeVisible({ timeout: 2_000 }),
  );
  await drawer.getByLabel('Mesajınızı yazın').fill(text);
  await drawer.getByRole('button', { name: 'Gönder' }).click();
  await expect(drawer.getByTestId('quick-chat-messages')).toContainText(text);
  await page.screenshot({ path: 'test-results/screenshots/messages-operator.png' });

  // The courier sees the unread badge without reloading, then reads it.
  await expect(courier.getByTestId('quick-chat-badge')).toContainText('1', { timeout: 10_000 });
  await courier.getByTestId('quick-chat-button').click();
  await courier.getByTestId('quick-chat-item').first().click();
  await expect(courier.getByTestId('quick-chat-messages')).toContainText(text);
  await courier.screenshot({ path: 'test-results/screenshots/messages-courier.png' });
  await courier.getByLabel('Mesajınızı yazın').fill('Tamam, geliyorum.');
  await courier.getByRole('button', { name: 'Gönder' }).click();
  await expect(drawer.getByTestId('quick-chat-messages')).toContainText('Tamam, geliyorum.', { timeout: 10_000 });
});
