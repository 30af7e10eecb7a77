import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { sandboxStateOf } from './payments.repository';

export interface CheckoutInput {
  paymentId: string;
  /** Kuruş. */
  amount: number;
  store: { id: string; name: string; email: string | null; phone: string; address: string; city: string };
  buyerIp: string;
  /** Where the provider sends the payer's browser back (a form POST with `token`). */
  callbackUrl: string;
}

export interface CheckoutStarted {
  token: string;
  redirectUrl: string;
}

export type PaymentOutcome = { status: 'succeeded'; reference: string; amount: number } | { status: 'failed'; reason: string } | { status: 'pending' };

/**
 * A payment gateway's hosted checkout: start one (→ a page to send the payer to), then ask what became of it. The
 * callback itself proves nothing; only `retrieve` (server to server) decides whether money arrived.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'iyzico';
  initialise(input: CheckoutInput): Promise<CheckoutStarted>;
  retrieve(token: string, paymentId: string): Promise<PaymentOutcome>;
}

export class PaymentProviderError extends Error {}

/** The sandbox's test cards: the first is approved, the second is always declined by the "bank". */
export const SANDBOX_CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

export interface SandboxState {
  decision?: 'approved' | 'declined';
  cardLast4?: string;
  decidedAt?: string;
}

/**
 * Works offline: the "gateway" is our own hosted page (`/api/payments/sandbox/:token`), which keeps its decision on
 * the payment row's `provider_data`, just as a real gateway keeps it on its side.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
    async initialise() {
      const token = `sbx_${randomBytes(18).toString('hex')}`;
      return { token, redirectUrl: `/api/payments/sandbox/${token}` };
    },
    async retrieve(token) {
      const row = await sandboxStateOf(db, token);
      const state = (row?.data ?? {}) as SandboxState;
      if (!row || !state.decision) return { status: 'pending' };
      if (state.decision === 'declined') return { status: 'failed', reason: 'card_declined' };
      return { status: 'succeeded', reference: `SBX-${token.slice(4, 16).toUpperCase()}`, amount: row.amount };
    },
  };
}

export interface IyzicoOptions {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
}

const lira = (kurus: number) => (kurus / 100).toFixed(2);

/**
 * iyzico's checkout form over its documented HTTP API (the calls `iyzipay` makes): initialise → the payer pays on
 * iyzico's page → iyzico posts `token` to our callback → we retrieve the result with the token. Requests are signed
 * with the IYZWSv2 scheme (HMAC-SHA256 of random key + path + body).
 */
export function createIyzicoProvider(options: IyzicoOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, body: Record<string, unknown>) {
    const randomKey = `${Date.now()}${randomBytes(6).toString('hex')}`;
    const payload = JSON.stringify(body);
    const signature = createHmac('sha256', options.secretKey)
      .update(randomKey + path + payload)
      .digest('hex');
    const authorization = `IYZWSv2 ${Buffer.from(`apiKey:${options.apiKey}&randomKey:${randomKey}&signature:${signature}`).toString('base64')}`;
    let res: Response;
    try {
      res = await doFetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization,
          'x-iyzi-rnd': randomKey,
          'x-iyzi-client-version': 'kurye-ofis',
        },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new PaymentProviderError(`iyzico unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new PaymentProviderError(`iyzico answered HTTP ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  return {
    name: 'iyzico',
    async initialise(input) {
      const price = lira(input.amount);
      const [name, ...rest] = input.store.name.split(' ');
      const result = await call('/payment/iyzipos/checkoutform/initialize/auth/ecom', {
        locale: 'tr',
        conversationId: input.paymentId,
        price,
        paidPrice: price,
        currency: 'TRY',
        basketId: input.paymentId,
        paymentGroup: 'PRODUCT',
        callbackUrl: input.callbackUrl,
        enabledInstallments: [1],
        buyer: {
          id: input.store.id,
          name: name || 'İşletme',
          surname: rest.join(' ') || name || 'İşletme',
          gsmNumber: input.store.phone,
          email: input.store.email ?? 'isletme@kuryeofis.test',
          identityNumber: '11111111111',
          registrationAddress: input.store.address,
          ip: input.buyerIp,
          city: input.store.city,
          country: 'Turkey',
        },
        billingAddress: { contactName: input.store.name, city: input.store.city, country: 'Turkey', address: input.store.address },
        basketItems: [{ id: 'credit', name: 'Kontör yükleme', category1: 'Kontör', itemType: 'VIRTUAL', price }],
      });
      if (result.status !== 'success' || typeof result.token !== 'string' || typeof result.paymentPageUrl !== 'string') {
        throw new PaymentProviderError(`iyzico initialise failed: ${String(result.errorCode ?? '')} ${String(result.errorMessage ?? '')}`);
      }
      return { token: result.token, redirectUrl: result.paymentPageUrl };
    },
    async retrieve(token, paymentId) {
      const result = await call('/payment/iyzipos/checkoutform/auth/ecom/detail', { locale: 'tr', conversationId: paymentId, token });
      if (result.status !== 'success') return { status: 'pending' };
      if (result.paymentStatus === 'SUCCESS') {
        // The basket is ours: a token from another checkout cannot credit this payment.
        if (result.basketId !== paymentId) return { status: 'failed', reason: 'basket_mismatch' };
        return { status: 'succeeded', reference: String(result.paymentId), amount: Math.round(Number(result.paidPrice) * 100) };
      }
      if (result.paymentStatus === 'FAILURE') return { status: 'failed', reason: String(result.errorMessage ?? 'declined') };
      return { status: 'pending' };
    },
  };
}
