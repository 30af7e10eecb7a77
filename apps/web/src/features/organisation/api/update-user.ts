import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserInput } from './create-user';
import type { UserDetails } from './get-user';
import { orgKeys } from './keys';

/** Deactivating a user ends their sessions on the server. */
export const updateUser = ({ id, patch }: { id: string; patch: Partial<UserInput> }) => api.patch<UserDetails>(`/api/users/${encodeURIComponent(id)}`, patch);

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      qc.setQueryData(orgKeys.user(user.id), user);
      return qc.invalidateQueries({ queryKey: orgKeys.users });
    },
  });
}
