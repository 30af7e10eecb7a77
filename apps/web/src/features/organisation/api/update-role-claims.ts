import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@kurye/contracts/roles';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';
import type { RoleClaims } from './list-roles';

/** Replaces the role's claims; holders get them on their next request. Refused (400 `admin_lockout`) for Admin without roles.write. */
export const updateRoleClaims = ({ role, claims }: { role: Role; claims: string[] }) =>
  api.put<RoleClaims>(`/api/roles/${encodeURIComponent(role)}/claims`, { claims });

export function useUpdateRoleClaims() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateRoleClaims,
    onSuccess: (role) => qc.setQueryData<RoleClaims[]>(orgKeys.roles, (old) => old?.map((r) => (r.code === role.code ? role : r))),
  });
}
