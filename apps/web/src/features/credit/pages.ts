import type { PageLoaders } from '../../lib/page-loaders';

/** The store's credit top-up and payment history. */
export const pages: PageLoaders = {
  creditBuy: () => import('./routes/credit-buy-page').then((m) => m.CreditBuyPage),
};
