import type { ProductSort } from '@kurye/contracts/equipment';

export interface ProductListParams {
  search?: string;
  sort: ProductSort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const equipmentKeys = {
  all: ['equipment'] as const,
  products: (p: ProductListParams) => ['equipment', 'products', p] as const,
};
