import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductBody, Product } from '@kurye/contracts/equipment';
import { api } from '../../../lib/api-client';
import { equipmentKeys } from './keys';

/** Adds an item (`POST product`) or changes one (`PATCH product { id, product }`). */
export const saveProduct = (id: string | undefined, product: CreateProductBody) =>
  id ? api.patch<Product>('/api/apps/ecommerce/inventory/product', { id, product }) : api.post<Product>('/api/apps/ecommerce/inventory/product', product);

export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id?: string; product: CreateProductBody }) => saveProduct(id, product),
    onSettled: () => qc.invalidateQueries({ queryKey: equipmentKeys.all }),
  });
}
