import type { Page } from '@kurye/contracts/paging';
/** Shapes of the accounting API (amounts in kuruş, dates as ISO strings). */
export interface ListParams {
  page: number;
  size: number;
  sort?: string;
  q?: string;
}
export interface CarrierBalance {
  carrierId: string;
  name: string;
  zoneName: string;
  iban: string | null;
  earned: number;
  paid: number;
  balance: number;
  inGroup: number;
  available: number;
  packets: number;
  lastPayoutAt: string | null;
}
export type GroupStatus = 'draft' | 'approved' | 'paid' | 'cancelled';
export interface PaymentGroupRow {
  id: string;
  number: number;
  status: GroupStatus;
  description: string;
  createdAt: string;
  paidAt: string | null;
  bankReference: string | null;
  total: number;
  couriers: number;
}
export interface PaymentGroup extends Omit<PaymentGroupRow, 'couriers'> {
  approvedAt: string | null;
  cancelledAt: string | null;
  transactionId: string | null;
  items: { id: string; carrierId: string; name: string; amount: number; iban: string | null }[];
}
export interface PaymentRow {
  id: string;
  groupId: string;
  groupNumber: number;
  carrierId: string;
  name: string;
  iban: string | null;
  amount: number;
  paidAt: string;
  bankReference: string;
}
export type RequestStatus = 'pending' | 'approved' | 'rejected';
export interface PaymentRequestRow {
  id: string;
  carrierId: string;
  name: string;
  amount: number;
  note: string | null;
  status: RequestStatus;
  reason: string | null;
  groupId: string | null;
  groupNumber: number | null;
  groupStatus: string | null;
  createdAt: string;
  decidedAt: string | null;
}
export interface CashRow {
  carrierId: string;
  name: string;
  zoneName: string;
  collected: number;
  handedIn: number;
  cashInHand: number;
  lastHandInAt: string | null;
}
export interface CashPage extends Page<CashRow> {
  summary: { cashInHand: number; collected: number; handedIn: number };
}
export interface StorePayableRow {
  storeId: string;
  name: string;
  payable: number;
  collected: number;
  creditBalance: number;
  feeOffset: number;
  toPay: number;
  lastSettledAt: string | null;
}
