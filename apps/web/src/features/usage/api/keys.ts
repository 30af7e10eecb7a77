export interface UsageParams {
  view: 'day' | 'request';
  from?: string;
  to?: string;
  page: number;
  size: number;
  sort: string;
}
export interface InvoiceRequestParams {
  page: number;
  size: number;
  sort: string;
}

export const usageKeys = {
  all: ['usage'] as const,
  list: (params: UsageParams) => ['usage', 'list', params] as const,
  invoiceRequests: () => ['usage', 'invoice-requests'] as const,
  invoiceRequestList: (params: InvoiceRequestParams) => ['usage', 'invoice-requests', params] as const,
};
