import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@kurye/contracts/roles';
import { api } from '../../../lib/api-client';
import type { Page } from '@kurye/contracts/paging';
import { orgKeys } from './keys';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  active: boolean;
  /** In order: the first role decides the user's area. */
  roles: Role[];
  zoneIds: string[];
}
export interface UserListParams {
  page: number;
  size: number;
  sort: 'name' | '-name' | 'email' | '-email' | 'createdAt' | '-createdAt';
  q?: string;
  role?: Role;
  active?: 'true' | 'false';
  zoneId?: string;
}

export const listUsers = (params: UserListParams) => api.get<Page<UserRow>>('/api/users', { params: { ...params } });

export const userListQuery = (params: UserListParams) =>
  queryOptions({ queryKey: orgKeys.userList(params), queryFn: () => listUsers(params), placeholderData: keepPreviousData });

export const useUserList = (params: UserListParams) => useQuery(userListQuery(params));
