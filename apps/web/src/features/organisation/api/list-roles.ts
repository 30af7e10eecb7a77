import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@kurye/contracts/roles';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';

export interface RoleClaims {
  code: Role;
  nameTr: string;
  nameEn: string;
  zoneScope: string;
  claims: string[];
}

export const listRoles = () => api.get<RoleClaims[]>('/api/roles');

export const rolesQuery = () => queryOptions({ queryKey: orgKeys.roles, queryFn: listRoles });

export const useRoles = () => useQuery(rolesQuery());
