import type { Tx } from '../../db/client';
import * as repo from './invoices.repository';
import type { EInvoiceProfile } from './ubl-tr';

export interface EInvoice {
  invoiceId: string;
  number: string;
  /** The ETTN. */
  uuid: string;
  profile: EInvoiceProfile;
  /** UBL-TR 2.1, unsigned: an integrator signs it and submits it to GİB. */
  xml: string;
}

/**
 * Hands an issued invoice's e-invoice on, inside the issuing transaction (a failure rolls the invoice back).
 * The local sender only keeps the XML on the invoice row; an integrator's sender would also submit it.
 */
export interface EInvoiceSender {
  send(tx: Tx, invoice: EInvoice): Promise<void>;
}

export const localEInvoiceSender: EInvoiceSender = {
  async send(tx, e) {
    await repo.storeEInvoice(tx, e.invoiceId, { uuid: e.uuid, profile: e.profile, xml: e.xml });
  },
};
