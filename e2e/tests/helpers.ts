import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo.1234';

export const ACCOUNTS = {
  admin: { email: 'admin@kuryeofis.test', home: '/admin/live-map', menuLink: '/admin/zone/list', area: 'admin' },
  operator: { email: 'operator@kuryeofis.test', home: '/zone-operator/live-map', menuLink: '/zone-operator/store/registry/list', area: 'zone-operator' },
  chief: { email: 'sef@kuryeofis.test', home: '/chief/live-map', menuLink: '/chief/daily/delivery/requests', area: 'chief' },
  accountant: { email: 'muhasebe@kuryeofis.test', home: '/accounting/accounting/current-carrier-payments', menuLink: '/accounting/accounting/payments', area: 'accounting' },
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
