import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Mails the user a set-password link. */
export const sendResetLink = (id: string) => api.post<{ sent: true }>(`/api/users/${encodeURIComponent(id)}/reset-link`);

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
