import { expect, test } from '@playwright/test';
import { auth, chooseOption, newCourier, shooter, signInFast } from './helpers';

/** Follow-ups (tasks, the zone board, notes) against the real server. */
test.describe.configure({ timeout: 300_000 });
const shot = shooter('follow-ups-', { settle: (page) => page.waitForTimeout(300) });

/** Letters only (a person's name takes no digits): a different surname on every run. */
const lettersOf = (n: number) => [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');

test('an operator creates a follow-up on a courier’s page, moves it across the board, and the assignee is notified', async ({ page, browser, request }) => {
  const surname = `Takip${lettersOf(Date.now() % 100_000_000)}`;
  const courier = await newCourier(request, 'Selin', surname);
  const title = `Ehliyet yenilemesini konuş ${surname}`;

  // The assignee (the chief courier of Kadıköy) has a page open already.
  const chiefContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1440, height: 900 } });
  const chiefPage = await chiefContext.newPage();
  await signInFast(chiefPage, 'chief');
  await chiefPage.goto('/chief/apps/tasks');
  await expect(chiefPage.getByRole('heading', { level: 1, name: 'Görevler' })).toBeVisible({ timeout: 60_000 });

  // The operator opens the courier's page and adds a follow-up given to the chief.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFast(page, 'operator');
  await page.goto(`/zone-operator/carrier/details/${courier.carrierId}`);
  await expect(page.getByRole('heading', { level: 1, name: courier.fullName })).toBeVisible({ timeout: 60_000 });
  const followUps = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Takip işleri' }) });
  await expect(followUps).toContainText('Bu kayıtla ilgili takip işi yok.', { timeout: 30_000 });
  await followUps.getByRole('button', { name: 'Takip işi ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni takip işi' });
  await dialog.getByLabel('Başlık').fill(title);
  await dialog.getByText('Yüksek', { exact: true }).click();
  await chooseOption(page, dialog.getByLabel('Sorumlu'), 'Hasan', 'Hasan Şef');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(followUps.getByRole('link', { name: title })).toBeVisible();
  await shot(page, 'courier-page');

  // The board of Kadıköy: the card starts in "Yapılacak"; the arrow button (keyboard) and a drag move it on.
  await page.goto('/zone-operator/apps/scrumboard');
  const column = (name: string) => page.locator('section[data-testid="board-list"]', { has: page.getByRole('heading', { name, exact: true }) });
  const card = (name: string) => column(name).locator('[data-testid="board-card"]', { hasText: title });
  await expect(card('Yapılacak')).toBeVisible({ timeout: 60_000 });
  const moveRight = card('Yapılacak').getByRole('button', { name: `${title} sonraki sütuna taşı` });
  await moveRight.focus();
  await page.keyboard.press('Enter');
  await expect(card('Devam ediyor')).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`${title}, Devam ediyor sütununda`);
  await card('Devam ediyor').dragTo(column('İncelemede'));
  await expect(card('İncelemede')).toBeVisible();
  await expect(card('Devam ediyor')).toHaveCount(0);
  await page.reload();
  await expect(card('İncelemede')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'board');

  // The chief's bell: given the follow-up, then its moves; the link opens it.
  const bell = chiefPage.getByTestId('notification-bell');
  await expect(chiefPage.getByTestId('notification-badge')).toContainText(/[1-9]/, { timeout: 15_000 });
  await bell.click();
  const panel = chiefPage.getByTestId('notification-panel');
  const assigned = panel.locator('[data-testid="notification-item"][data-kind="task_assigned"]', { hasText: title });
  await expect(assigned).toContainText('Size bir takip işi verildi');
  await expect(panel.locator('[data-testid="notification-item"][data-kind="task_moved"]', { hasText: `${title} → İncelemede` })).toBeVisible();
  await assigned.getByRole('link', { name: 'Size bir takip işi verildi' }).click();
  await expect(chiefPage).toHaveURL(/\/chief\/apps\/tasks\/[0-9a-f-]{36}$/);
  const drawer = chiefPage.getByRole('dialog', { name: title });
  await expect(drawer).toContainText(courier.fullName);
  await expect(drawer).toContainText('Yüksek');
  await chiefContext.close();
});

test('the follow-up pages at 375 px and on a desktop, with their menu entries', async ({ page }) => {
  const token = await signInFast(page, 'operator');
  for (const [width, height, suffix] of [
    [1440, 900, 'desktop'],
    [375, 812, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/zone-operator/apps/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Görevler' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('task-row').first()).toBeVisible({ timeout: 60_000 });
    await shot(page, `tasks-${suffix}`);
    await page.goto('/zone-operator/apps/scrumboard');
    await expect(page.getByTestId('board-list').first()).toBeVisible({ timeout: 60_000 });
    await shot(page, `board-${suffix}`);
    await page.goto('/zone-operator/apps/notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notlar' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('note-card').first()).toBeVisible();
    await shot(page, `notes-${suffix}`);
  }
  // The operator's menu lists the three pages under "Takip İşleri" (the dense layout's rail shows only icons).
  const menu = await (await page.request.get('/api/common/navigation', { headers: auth(token) })).json();
  const group = (menu.default as { id: string; children?: { link?: string }[] }[]).find((i) => i.id === 'followUps');
  expect(group?.children?.map((c) => c.link)).toEqual(['/zone-operator/apps/tasks', '/zone-operator/apps/scrumboard', '/zone-operator/apps/notes']);
});
