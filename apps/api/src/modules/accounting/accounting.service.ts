import type { MoneyOverview } from '@kurye/contracts/ledger';
import type { AccountingDeps } from './accounting.deps';
import { createBankAccountsService } from './bank-accounts.service';
import { createCashOnDeliveryService } from './cash-on-delivery.service';
import { createCashService } from './cash.service';
import { moneyTotals } from './overview.repository';
import { createPaymentRequestsService } from './payment-requests.service';
import { createPayoutsService } from './payouts.service';
import { createStorePayablesService } from './store-payables.service';

export type { AccountingDeps } from './accounting.deps';

/**
 * Money going out, by capability: courier payouts (balances, payment groups, done payouts), couriers' payment requests,
 * IBANs, couriers' cash and cash on delivery, stores' collected door payments — and the accountant's overview of it all.
 */
export function createAccountingService(deps: AccountingDeps) {
  /**
   * The money at a glance, the accountant's landing page: credit the stores hold, what couriers are owed (and how much
   * of it sits in open payment groups), cash couriers still hold, cash-on-delivery owed to stores, and the queues
   * waiting for the accountant (open groups, payment requests, invoice requests).
   */
  async function overview(): Promise<MoneyOverview> {
    const r = await moneyTotals(deps.db);
    const n = (k: string) => Number(r[k] ?? 0);
    return {
      storeCredit: n('store_credit'),
      carrierPayable: n('carrier_payable'),
      carriersOwed: n('carriers_owed'),
      cashWithCarriers: n('cash_with_carriers'),
      storePayable: n('store_payable'),
      openGroups: n('open_groups'),
      openGroupAmount: n('open_group_amount'),
      pendingPaymentRequests: n('pending_payment_requests'),
      pendingInvoiceRequests: n('pending_invoice_requests'),
    };
  }

  const cashOnDelivery = createCashOnDeliveryService(deps);
  return {
    overview,
    payouts: createPayoutsService(deps),
    paymentRequests: createPaymentRequestsService(deps),
    bankAccounts: createBankAccountsService(deps),
    cash: createCashService(deps),
    cashOnDelivery,
    storePayables: createStorePayablesService(deps),
    /** The delivery transaction hook: collects door payments of delivered requests. */
    onDeliveryEvents: cashOnDelivery.onDeliveryEvents,
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
