import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { eastOf, onlineCourier, storePoint } from './delivery-helpers';
import { bearer, signIn, type TestApp } from './test-app';

/** Who moves money in these tests: the demo store and the accountant signed in, the demo courier online next to the store. */
export async function signInMoneyParties(t: TestApp) {
  const storeUser = await signIn(t.app, 'store');
  const accountant = bearer((await signIn(t.app, 'accountant')).accessToken);
  const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
  return { store: bearer(storeUser.accessToken), storeUserId: storeUser.user.id, accountant, courier: courier.headers, carrierId: courier.carrierId };
}

/**
 * A store request carried by the courier to the end: accepted, picked up, every packet dropped and (unless told
 * otherwise) confirmed by the store, so the fees are charged and the courier's share is payable. An optional door
 * payment is set before delivery. Returns the request's id and its packets' ids.
 */
export async function deliverAndApprove(
  t: TestApp,
  store: Record<string, string>,
  courier: Record<string, string>,
  options: { packetCount?: number; cash?: { amount: number; method: 'cash' | 'card' }; confirm?: boolean } = {},
) {
  const request = (await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: options.packetCount ?? 1 } })).json();
  if (!request.id) throw new Error(JSON.stringify(request));
  if (options.cash) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/requests/${request.id}/cash-on-delivery`, headers: store, payload: options.cash });
    expect(res.statusCode, res.body).toBe(200);
  }
  const offers = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier })).json();
  const offer = offers.find((o: { requestId: string }) => o.requestId === request.id);
  if (!offer) throw new Error('no offer');
  expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier })).statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier });
  const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
  for (const [i, p] of details.packets.entries()) {
    const res = await t.app.inject({ method: 'POST', url: `/api/packets/${p.id}/delivered`, headers: courier, payload: eastOf(storePoint, 1 + i) });
    expect(res.statusCode, res.body).toBe(200);
    if (options.confirm !== false) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: p.id } });
      expect(ok.statusCode, ok.body).toBe(200);
    }
  }
  return { requestId: request.id as string, packetIds: details.packets.map((p: { id: string }) => p.id) as string[] };
}
