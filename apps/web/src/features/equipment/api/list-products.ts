import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsPage } from '@kurye/contracts/equipment';
import { api } from '../../../lib/api-client';
import { equipmentKeys, type ProductListParams } from './keys';

/** §7 `GET api/apps/ecommerce/inventory/products`, read as a page of rows (a page past the last is an empty page). */
export const listProducts = async (p: ProductListParams) => {
  const answer = await api.get<ProductsPage>('/api/apps/ecommerce/inventory/products', { params: { ...p } });
  return { items: answer.products ?? [], total: answer.pagination.length ?? 0, lastPage: answer.pagination.lastPage };
};

export const productPageQuery = (p: ProductListParams) =>
  queryOptions({ queryKey: equipmentKeys.products(p), queryFn: () => listProducts(p), placeholderData: keepPreviousData });

export const useProductPage = (p: ProductListParams) => useQuery(productPageQuery(p));
