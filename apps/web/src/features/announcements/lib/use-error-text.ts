import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** The server's own (translated) sentence for a failed call; a generic one for network trouble. */
export function useErrorText() {
  const { t } = useTranslation();
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      if (err.code === 'network_error') return t('announcements.errors.network');
      if (err.message) return err.message;
    }
    return t('errors.generic');
  };
}

/** scheduled / live / expired at this moment. */
export function stateOf(a: { scheduledAt: string; expiresAt: string }, now = Date.now()): 'scheduled' | 'live' | 'expired' {
  if (new Date(a.scheduledAt).getTime() > now) return 'scheduled';
  return new Date(a.expiresAt).getTime() > now ? 'live' : 'expired';
}
