import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: { token: string; password: string }) => api.post<true>('/api/auth/reset-password', input, { skipAuthRedirect: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
