import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';
import type { UserRow } from './list-users';

export interface UserDetails extends UserRow {
  status: string;
  createdAt: string;
  storeId: string | null;
  carrierId: string | null;
}

export const getUser = (id: string) => api.get<UserDetails>(`/api/users/${encodeURIComponent(id)}`);

export const userQuery = (id: string) => queryOptions({ queryKey: orgKeys.user(id), queryFn: () => getUser(id) });

export const useUser = (id: string | undefined) => useQuery({ ...userQuery(id ?? ''), enabled: !!id });
