import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SignUpInput {
  name: string;
  surname: string;
  storeName: string;
  email: string;
  phone: string;
  password: string;
  agreements: true;
}

export const signUp = (input: SignUpInput) => api.post<true>('/api/auth/sign-up', input, { skipAuthRedirect: true });

export const useSignUp = () => useMutation({ mutationFn: signUp });
