import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

export const downloadInvoice = (invoiceId: string) => downloadFile(`/api/invoices/${invoiceId}/pdf`, {}, 'fatura.pdf');
export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });

/** The same invoice as UBL-TR XML (e-Fatura / e-Arşiv), for the store's or the office's accounting software. */
export const downloadEInvoice = (invoiceId: string) => downloadFile(`/api/invoices/${invoiceId}/e-invoice`, {}, 'e-fatura.xml');
export const useDownloadEInvoice = () => useMutation({ mutationFn: downloadEInvoice });
