import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

export const downloadInvoice = (invoiceId: string) => downloadFile(`/api/invoices/${invoiceId}/pdf`, {}, 'fatura.pdf');
export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
