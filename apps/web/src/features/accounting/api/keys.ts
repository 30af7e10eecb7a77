/** Query keys of the accounting feature; every money mutation invalidates `all`. */
export const accountingKeys = {
  all: ['accounting'] as const,
  balances: (p: object) => ['accounting', 'balances', p] as const,
  groups: (p: object) => ['accounting', 'groups', p] as const,
  group: (id: string) => ['accounting', 'group', id] as const,
  payments: (p: object) => ['accounting', 'payments', p] as const,
  requests: (p: object) => ['accounting', 'requests', p] as const,
  cash: (p: object) => ['accounting', 'cash', p] as const,
  storePayables: (p: object) => ['accounting', 'store-payables', p] as const,
  overview: () => ['accounting', 'overview'] as const,
};
