import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (input: { email: string }) => api.post<true>('/api/auth/forgot-password', input, { skipAuthRedirect: true });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
