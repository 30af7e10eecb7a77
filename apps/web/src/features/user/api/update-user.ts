import { useMutation } from '@tanstack/react-query';
import type { User } from '@kurye/contracts/auth';
import type { UserStatus } from '@kurye/contracts/roles';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';

export interface UpdateUserInput {
  name?: string;
  avatar?: string | null;
  status?: UserStatus;
}

export const updateUser = (user: UpdateUserInput) => api.patch<User>('/api/common/user', { user });

export const useUpdateUser = () => useMutation({ mutationFn: updateUser, onSuccess: updateSessionUser });
