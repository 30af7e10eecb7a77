export interface InvoiceRequestListParams {
  page: number;
  size: number;
  sort: string;
  q?: string;
  status?: string;
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: InvoiceRequestListParams) => ['invoices', 'requests', params] as const,
  preview: (id: string) => ['invoices', 'preview', id] as const,
};
