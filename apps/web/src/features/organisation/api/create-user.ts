import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@kurye/contracts/roles';
import { api } from '../../../lib/api-client';
import type { UserDetails } from './get-user';
import { orgKeys } from './keys';

export interface UserInput {
  name: string;
  email: string;
  /** The first role decides the area. */
  roles: Role[];
  zoneIds: string[];
  active: boolean;
}

/** Creates a staff user; the server mails a set-password link. 409 `email_taken` when the address is in use. */
export const createUser = (input: UserInput) => api.post<UserDetails>('/api/users', input);

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.users }) });
}
