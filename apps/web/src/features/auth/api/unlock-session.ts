import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@kurye/contracts/auth';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface UnlockSessionInput {
  email: string;
  password: string;
}

export const unlockSession = (input: UnlockSessionInput) => api.post<AuthResponse>('/api/auth/unlock-session', input, { skipAuthRedirect: true });

export const useUnlockSession = () => useMutation({ mutationFn: unlockSession, onSuccess: startSession });
