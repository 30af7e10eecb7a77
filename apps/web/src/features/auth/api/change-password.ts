import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@kurye/contracts/auth';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (input: ChangePasswordInput) => api.post<AuthResponse>('/api/auth/change-password', input, { skipAuthRedirect: true });

/** The old token is revoked by the server: the response's token replaces it. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword, onSuccess: startSession });
