import { expect, test } from '@playwright/test';
import { chooseFromMenu, newStore } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('a store user renames themself and sets, replaces and removes a profile picture from the user menu', async ({ page, request }) => {
  const store = await newStore(request, 'Profil Büfe');
  await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), store.token);
  await page.goto('/store/packet');
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toContainText('Merhaba, Profil Büfe');

  const dialog = page.getByRole('dialog', { name: 'Profilim' });
  await chooseFromMenu(page, userMenu, 'Profilim', dialog);
  const name = dialog.getByLabel('Adınız soyadınız');
  await name.fill('A');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Ad en az 2, en fazla 120 karakter olmalı.')).toBeVisible();

  // Not a picture: said in the dialog, nothing sent.
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({ name: 'resim.png', mimeType: 'image/png', buffer: Buffer.from('bu bir resim değil') });
  await expect(dialog.getByRole('alert')).toContainText('Bu dosya açılamadı.');

  // A 600×400 photo leaves as its 256 px centre square.
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#d4380d';
    c.fillRect(0, 0, 600, 400);
    c.fillStyle = '#ffffff';
    c.beginPath();
    c.arc(300, 200, 120, 0, Math.PI * 2);
    c.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await file.setInputFiles({ name: 'ben.png', mimeType: 'image/png', buffer: Buffer.from(photo, 'base64') });
  const picture = dialog.getByTestId('profile-picture').locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]{36}$/);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const first = (await picture.getAttribute('src'))!;
  const sent = await page.evaluate(async (src) => {
    const blob = await (await fetch(src)).blob();
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height, type: blob.type, bytes: blob.size };
  }, first);
  expect(sent).toMatchObject({ width: 256, height: 256, type: 'image/webp' });
  expect(sent.bytes).toBeLessThan(30_000);
  await expect(userMenu.locator('img')).toHaveAttribute('src', first);
  await page.screenshot({ path: 'test-results/screenshots/profile-dialog.png' });

  // Replaced: the old address is gone.
  await file.setInputFiles({ name: 'yeni.png', mimeType: 'image/png', buffer: Buffer.from(photo, 'base64') });
  await expect(picture).not.toHaveAttribute('src', first);
  expect((await request.get(first)).status()).toBe(404);

  await name.fill('Deniz Akın Yılmaz');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(userMenu).toContainText('Merhaba, Deniz Akın Yılmaz');

  await chooseFromMenu(page, userMenu, 'Profilim', dialog);
  await dialog.getByRole('button', { name: 'Resmi kaldır' }).click();
  await expect(dialog.getByTestId('profile-picture').locator('img')).toHaveCount(0);
  await expect(userMenu.locator('img')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText('Merhaba, Deniz Akın Yılmaz');
});
