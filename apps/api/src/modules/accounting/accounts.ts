/**
 * Ledger accounts of money going out. Sign convention of the ledger: a positive posting raises the account's balance
 * as the company sees what it owes (store credit, courier payable, store payable are positive when owed); money the
 * company holds (bank, the office's cash box, cash in a courier's hand, card clearing) is negative.
 */
export const carrierPayableAccount = (carrierId: string) => ({ accountCode: `carrier:${carrierId}`, accountKind: 'carrier_payable' });
/** Cash a courier collected at the door and has not handed in yet (negative while the courier holds cash). */
export const carrierCashAccount = (carrierId: string) => ({ accountCode: `carrier-cash:${carrierId}`, accountKind: 'carrier_cash' });
/** Collected cash-on-delivery amounts the company owes the store. */
export const storePayableAccount = (storeId: string) => ({ accountCode: `store-payable:${storeId}`, accountKind: 'store_payable' });
export const OFFICE_CASH_ACCOUNT = { accountCode: 'cash:office', accountKind: 'cash' };
export const CARD_CLEARING_ACCOUNT = { accountCode: 'card:clearing', accountKind: 'card_clearing' };
/** Equipment deposits taken from a courier's payable while it holds the items (positive: owed back to the courier). */
export const carrierDepositAccount = (carrierId: string) => ({ accountCode: `carrier-deposit:${carrierId}`, accountKind: 'carrier_deposit' });
/** What couriers were charged for lost or damaged equipment. */
export const EQUIPMENT_RECOVERY_ACCOUNT = { accountCode: 'company:equipment', accountKind: 'equipment_recovery' };
