import type { PageLoaders } from '../../app/area-pages';

/** The store's credit top-up and payment history. */
export const pages: PageLoaders = {
  creditBuy: () => import('./routes/credit-buy-page').then((m) => m.CreditBuyPage),
};
