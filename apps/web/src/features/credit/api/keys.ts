export interface PaymentListParams {
  page: number;
  size: number;
  sort: string;
  status?: string;
}

/** Query keys of the store's credit: everything under `credit`, and the store account the shell's balance card reads. */
export const creditKeys = {
  all: ['credit'] as const,
  options: () => ['credit', 'options'] as const,
  account: () => ['store', 'account'] as const,
  payments: () => ['credit', 'payments'] as const,
  list: (params: PaymentListParams) => ['credit', 'payments', 'list', params] as const,
  payment: (id: string) => ['credit', 'payments', 'one', id] as const,
};
