export interface StoreRequestListParams {
  status?: string;
  page: number;
  size: number;
  sort: string;
}
export const storeRequestKeys = {
  all: ['packet-update-requests'] as const,
  notSeen: ['packet-update-requests', 'not-seen'] as const,
  list: (p: StoreRequestListParams) => ['packet-update-requests', 'list', p] as const,
};
