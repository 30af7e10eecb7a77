import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@kurye/contracts/auth';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface SignInInput {
  email: string;
  password: string;
}

export const signIn = (input: SignInInput) => api.post<AuthResponse>('/api/auth/sign-in', input, { skipAuthRedirect: true });

export const useSignIn = () => useMutation({ mutationFn: signIn, onSuccess: startSession });
